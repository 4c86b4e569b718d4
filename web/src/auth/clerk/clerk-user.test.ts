import { describe, expect, it } from "vitest";
import { toAuthUser } from "./clerk-user";

describe("toAuthUser", () => {
  it("maps Clerk's user to the app's, preferring initials over Clerk's generic picture", () => {
    expect(toAuthUser({ id: "u", fullName: null, username: "neo", imageUrl: "https://img.clerk.com/default", hasImage: false, primaryEmailAddress: { emailAddress: "neo@example.com" } })).toEqual({
      id: "u",
      name: "neo",
      email: "neo@example.com",
      imageUrl: null,
    });
  });
});
