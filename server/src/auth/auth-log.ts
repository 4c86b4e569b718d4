import { STORAGE_PROBLEMS, storageFailureOf } from "./storage-failure";
import { storageFailureSoFar } from "./storage-watch";

type Level = "debug" | "info" | "warn" | "error";
/** Where a line goes: console.error, console.warn or console.log, by its level. */
export type LogWriter = (level: Level, line: string, ...errors: Error[]) => void;

const toConsole: LogWriter = (level, line, ...errors) => (level === "error" ? console.error : level === "warn" ? console.warn : console.log)(line, ...errors);

/**
 * better-auth's log, for its `logger.log` option. Its lines may carry the query that failed, whose
 * values include a person's id: only errors are passed on, never those. When the accounts' storage
 * fails (a full disk, PostgreSQL gone), every sign-in and session read fails with it: such a line
 * names what is wrong with the storage, from the error it carries or from the failure noted on the
 * request (storage-watch.ts), with no stack trace. Any other error is a bug and keeps its stack.
 */
export function authLog(write: LogWriter = toConsole) {
  return (level: Level, message: unknown, ...details: unknown[]): void => {
    const errors = [message, ...details].filter((detail): detail is Error => detail instanceof Error);
    const text = message instanceof Error ? `${message.name}: ${message.message}` : String(message).replace(/:\s*$/, "");
    const failure = errors.map(storageFailureOf).find((found) => found !== undefined) ?? storageFailureSoFar();
    if (failure) write(level, `Auth: ${text}: the accounts' storage ${STORAGE_PROBLEMS[failure.kind]} (${failure.code})`);
    else write(level, `Auth: ${text}`, ...errors);
  };
}
