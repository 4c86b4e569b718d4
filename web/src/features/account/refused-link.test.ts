import { describe, expect, it } from "vitest";
import { refusedLinkMessage } from "./refused-link";

describe("a refused link to confirm a new address", () => {
  it("says why in words, by the server's code", () => {
    expect(refusedLinkMessage("TOKEN_EXPIRED")).toMatch(/has expired/);
    expect(refusedLinkMessage("INVALID_TOKEN")).toMatch(/already used, or is not one we sent/);
    expect(refusedLinkMessage("INVALID_USER")).toMatch(/for another account/);
    expect(refusedLinkMessage("USER_NOT_FOUND")).toMatch(/no longer exists/);
  });

  it("says it could not be used, for a code it does not know", () => {
    expect(refusedLinkMessage("SOMETHING_NEW")).toBe("That link to confirm a new email address could not be used. Ask for a new one here.");
  });
});
