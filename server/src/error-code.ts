/** The code a thrown error carries (Node's "ENOENT", SQLite's "SQLITE_BUSY", PostgreSQL's "23505"), if it carries one. */
export function errorCode(error: unknown): string | undefined {
  const code = typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
  return typeof code === "string" && code !== "" ? code : undefined;
}
