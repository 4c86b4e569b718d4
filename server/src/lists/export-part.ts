import * as v from "valibot";

/**
 * One part of the app's JSON download (`named_lists`, `notes`), read back by an import from the
 * download as its reader parsed it (import-files.ts) and checked whole: its items; none when there
 * is no download (a CSV) or it has no such part; or what is wrong with it, in words naming the
 * item ("In your notes on films, note 3, note: …"), so nothing of a damaged part is kept.
 */
export function readExportPart<T>(document: Readonly<Record<string, unknown>> | undefined, key: string, schema: v.GenericSchema<unknown, T[]>, words: { part: string; item: string }): T[] | string {
  if (document === undefined || !(key in document)) return [];
  const result = v.safeParse(schema, document[key]);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const path = issue.path?.map((part) => (typeof part.key === "number" ? `${words.item} ${part.key + 1}` : String(part.key))).join(", ") ?? "";
  return `In ${words.part}, ${path ? `${path}: ` : ""}${issue.message}`;
}
