import { ImportError } from "../model";
import { readSampleCatalog, readSamplePeople, SAMPLE_CATALOG_DIR } from "./sample-catalog";

/**
 * The sample catalog's own check (`npm run catalog -- check`, and a test in `npm test`): every
 * entry valid against the schema, no film or person twice, no credit naming a missing person, no
 * impossible date or runtime. Returns the problems, each naming the entry; none means it passes.
 */
export async function checkSampleCatalog(dir: string = SAMPLE_CATALOG_DIR): Promise<string[]> {
  const problems: string[] = [];
  try {
    const people = readSamplePeople(dir);
    const byName = new Map<string, number>();
    for (const person of people.values()) {
      const key = person.name.trim().toLowerCase();
      const other = byName.get(key);
      if (other !== undefined) problems.push(`people.json: "${person.name}" appears twice (ids ${other} and ${person.id})`);
      else byName.set(key, person.id);
    }
    const titles = new Map<string, number>();
    const ids = new Set<number>();
    const today = new Date().toISOString().slice(0, 10);
    for await (const { record, file, line } of readSampleCatalog(dir)) {
      if (ids.has(record.id)) problems.push(`${file}:${line}: film id ${record.id} appears twice`);
      ids.add(record.id);
      const key = `${record.title.toLowerCase()} (${record.release_date.slice(0, 4)})`;
      const other = titles.get(key);
      if (other !== undefined) problems.push(`${file}:${line}: film ${record.id} duplicates film ${other}, "${key}"`);
      else titles.set(key, record.id);
      if (record.status === "Released" && record.release_date > today) problems.push(`${file}:${line}: film ${record.id} is "Released" but dated ${record.release_date}`);
      if (record.cast.length < 8) problems.push(`${file}:${line}: film ${record.id} bills ${record.cast.length} actors; at least 8 are expected`);
      if (record.keywords.length < 3) problems.push(`${file}:${line}: film ${record.id} has ${record.keywords.length} keywords; at least 3 are expected`);
    }
  } catch (error) {
    if (error instanceof ImportError) problems.push(error.message);
    else throw error;
  }
  return problems;
}
