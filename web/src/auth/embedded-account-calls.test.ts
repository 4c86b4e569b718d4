import { afterEach, describe, expect, it, vi } from "vitest";
import { changeEmail } from "./embedded-account-calls";

afterEach(() => vi.unstubAllGlobals());

const answer = (body: string, status = 200) => vi.fn(() => Promise.resolve(new Response(body, { status, headers: { "Content-Type": "application/json" } })));

describe("a change of address, as the account page sends it", () => {
  it("reads the server's answer: changed at once, or a link mailed", async () => {
    vi.stubGlobal("fetch", answer(JSON.stringify({ changed: true, email: "new@example.com" })));
    await expect(changeEmail("new@example.com", "a password")).resolves.toEqual({ kept: { changed: true, email: "new@example.com" } });
  });

  it("says a field's refusal under its field, in the server's words", async () => {
    vi.stubGlobal("fetch", answer(JSON.stringify({ code: "EMAIL_TAKEN", message: "That email address belongs to another account." }), 400));
    await expect(changeEmail("taken@example.com", "a password")).resolves.toEqual({ refused: { message: "That email address belongs to another account.", field: "email" } });
  });

  it("tells the person to try again, rather than waiting for good, when the answer cannot be read", async () => {
    vi.stubGlobal("fetch", answer('{"changed": tr'));
    await expect(changeEmail("new@example.com", "a password")).resolves.toEqual({ refused: { message: "Something went wrong on our side. Please try again." } });
  });
});
