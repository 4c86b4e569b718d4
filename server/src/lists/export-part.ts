import * as v from "valibot";

/**
 * One part of the app's JSON download (`named_lists`, `notes`), read back by an import and checked
 * whole: its items; none when the file has no such part (or is no JSON, which the file's reader
 * says); or what is wrong with it, in words naming the item ("In your notes on films, note 3,
 * note: …"), so nothing of a damaged part is kept.
 */
export function readExportPart<T>(text: string, key: string, schema: v.GenericSchema<unknown, T[]>, words: { part: string; item: string }): T[] | string {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  if (typeof data !== "object" || data === null || !(key in data)) return [];
  const result = v.safeParse(schema, (data as Record<string, unknown>)[key]);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const path = issue.path?.map((part) => (typeof part.key === "number" ? `${words.item} ${part.key + 1}` : String(part.key))).join(", ") ?? "";
  return `In ${words.part}, ${path ? `${path}: ` : ""}${issue.message}`;
}
