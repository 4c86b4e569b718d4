import { STORAGE_PROBLEMS, storageFailureOf } from "./storage-failure";

type Level = "debug" | "info" | "warn" | "error";
/** Where a line goes: console.error, console.warn or console.log, by its level. */
export type LogWriter = (level: Level, line: string, ...details: unknown[]) => void;

const toConsole: LogWriter = (level, line, ...details) => (level === "error" ? console.error : level === "warn" ? console.warn : console.log)(line, ...details);

/**
 * better-auth's log, for its `logger.log` option. When the accounts' storage fails (a full disk,
 * PostgreSQL gone), every sign-in and session read fails with it, and better-auth would print each
 * time a stack trace and the query it ran, a person's id included: such a failure is one line here,
 * naming what is wrong with the storage. Anything else is a bug and keeps everything better-auth
 * gives with it.
 */
export function authLog(write: LogWriter = toConsole) {
  return (level: Level, message: string, ...details: unknown[]): void => {
    const failure = details.map(storageFailureOf).find((found) => found !== undefined);
    if (failure) write(level, `Auth: ${message}: the accounts' storage ${STORAGE_PROBLEMS[failure.kind]} (${failure.code})`);
    else write(level, `Auth: ${message}`, ...details);
  };
}
