import { describe, expect, it } from "vitest";
import { authLog } from "./auth-log";

function recorded() {
  const lines: unknown[][] = [];
  return { lines, log: authLog((level, line, ...errors) => lines.push([level, line, ...errors])) };
}

// What better-auth sends when a session's account cannot be read: its message and the query, a person's id in it.
const FALLBACK_JOIN = ["error", "Failed to query fallback join for model account:", { where: [{ operator: "eq", field: "userId", value: "u-123" }], limit: 100 }] as const;

describe("the auth service's log", () => {
  it("never writes the query better-auth gives with a line, nor the person's id in it", () => {
    const { lines, log } = recorded();
    log(...FALLBACK_JOIN);
    expect(lines).toEqual([["error", "Auth: Failed to query fallback join for model account"]]);
  });

  it("names a failing storage given with a line in one line, without its stack", () => {
    const { lines, log } = recorded();
    const full = Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" });
    log("error", "Failed to create user", full);
    expect(lines).toEqual([["error", "Auth: Failed to create user: the accounts' storage is full: free some space (SQLITE_FULL)"]]);
  });

  it("tells a failing storage given as the message itself, without its stack", () => {
    const { lines, log } = recorded();
    const gone = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    log("error", gone);
    expect(lines).toEqual([["error", "Auth: Error: connect ECONNREFUSED 127.0.0.1:5432: the accounts' storage cannot be reached (ECONNREFUSED)"]]);
  });

  it("keeps any other error whole, stack included: it is a bug", () => {
    const { lines, log } = recorded();
    const bug = new TypeError("cannot read properties of undefined");
    log("error", "Unexpected failure", { some: "query" }, bug);
    expect(lines).toEqual([["error", "Auth: Unexpected failure", bug]]);
  });
});
