import { describe, expect, it } from "vitest";
import { tooManyAttempts, waitInWords } from "./auth-error";

describe("a wait a refused client is told", () => {
  it("is in seconds up to two minutes, then in whole minutes rounded up", () => {
    expect(waitInWords(1)).toBe("1 second");
    expect(waitInWords(9)).toBe("9 seconds");
    expect(waitInWords(119)).toBe("119 seconds");
    expect(waitInWords(120)).toBe("2 minutes");
    expect(waitInWords(3542)).toBe("60 minutes");
  });

  it("is said in the answer's message and given to machines in seconds", async () => {
    const answer = tooManyAttempts(3542);
    expect(answer.status).toBe(429);
    expect(answer.headers.get("Retry-After")).toBe("3542");
    expect(await answer.json()).toEqual({ code: "TOO_MANY_ATTEMPTS", message: "Too many attempts. Please wait 60 minutes and try again." });
  });
});
