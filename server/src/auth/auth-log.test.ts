import { describe, expect, it } from "vitest";
import { authLog } from "./auth-log";

function recorded() {
  const lines: unknown[][] = [];
  return { lines, log: authLog((level, line, ...details) => lines.push([level, line, ...details])) };
}

describe("the auth service's log", () => {
  it("tells a failing storage in one line, without the query it ran or the person it was for", () => {
    const { lines, log } = recorded();
    const full = Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" });
    log("error", "Failed to query fallback join for model account", { where: [{ field: "userId", value: "u-123" }] }, full);
    expect(lines).toEqual([["error", "Auth: Failed to query fallback join for model account: the accounts' storage is full: free some space (SQLITE_FULL)"]]);
  });

  it("keeps everything about any other error, which is a bug", () => {
    const { lines, log } = recorded();
    const bug = new TypeError("cannot read properties of undefined");
    log("error", "Unexpected failure", bug);
    expect(lines).toEqual([["error", "Auth: Unexpected failure", bug]]);
  });
});
