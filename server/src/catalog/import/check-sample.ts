import { webHomepage } from "../../../../common/web-homepage";
import { ImportError, type MovieRecord } from "../model";
import { readSampleCatalog, readSamplePeople, SAMPLE_CATALOG_DIR, type SampleCatalogOptions } from "./sample-catalog";

/** Abbreviations whose full stop does not end a sentence ("Dr. Brown", "U.S. Senate"). */
const ABBREVIATION = /\b(?:Dr|Mr|Mrs|Ms|St|Jr|Sr|Lt|Capt|Col|Gen|Adm|vs|U\.S|U\.K|[A-Z])\.$/;

export function sentenceCount(text: string): number {
  const pieces = text.trim().split(/(?<=[.!?])\s+(?=["“(]?[A-Z0-9])/);
  let count = 0;
  for (const [index, piece] of pieces.entries()) if (index === pieces.length - 1 || !ABBREVIATION.test(piece)) count += 1;
  return count;
}

/** What a curated film (not a breadth one from vega-datasets) must have for a complete details page. */
function curatedProblems(record: MovieRecord): string[] {
  const problems: string[] = [];
  const sentences = sentenceCount(record.overview);
  if (sentences < 2 || sentences > 3) problems.push(`has an overview of ${sentences} sentence${sentences === 1 ? "" : "s"}; 2 or 3 are expected`);
  if (!record.crew.some((credit) => credit.job === "Director")) problems.push("names no director");
  for (const member of record.cast) if (member.character.trim() === "") problems.push(`bills ${member.person.name} without a character`);
  if (record.cast.length < 8) problems.push(`bills ${record.cast.length} actors; at least 8 are expected`);
  if (record.keywords.length < 3) problems.push(`has ${record.keywords.length} keywords; at least 3 are expected`);
  if (record.genre_ids.length === 0) problems.push("has no genre");
  if (record.homepage !== webHomepage(record.homepage)) problems.push(`has a homepage that is not an http(s) address ("${record.homepage}"); it would be dropped`);
  return problems;
}

/**
 * The sample catalog's own check (`npm run catalog -- check`, and a test in `npm test`): every
 * entry valid against the schema, no film or person twice, no credit naming a missing person, no
 * impossible date or runtime, and every curated film complete enough for its details page (an
 * overview of 2–3 sentences, a director, 8 billed actors with their characters, 3 keywords, a
 * genre). The vega-datasets films merged in for breadth are checked as records too. Returns the
 * problems, each naming the entry; none means it passes.
 */
export async function checkSampleCatalog(dir: string = SAMPLE_CATALOG_DIR, options: SampleCatalogOptions = {}): Promise<string[]> {
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
    // The curated entries as written (vega-datasets fills gaps at seed time, so they are read alone)…
    const today = new Date().toISOString().slice(0, 10);
    for await (const { record, file, line } of readSampleCatalog(dir, { vegaFile: null })) {
      if (record.status === "Released" && record.release_date > today) problems.push(`${file}:${line}: film ${record.id} is "Released" but dated ${record.release_date}`);
      for (const problem of curatedProblems(record)) problems.push(`${file}:${line}: film ${record.id} ${problem}`);
    }
    // …then everything a seed loads, breadth included: every record valid, no film twice.
    const titles = new Map<string, number>();
    const ids = new Set<number>();
    for await (const { record, file, line } of readSampleCatalog(dir, options)) {
      if (ids.has(record.id)) problems.push(`${file}:${line}: film id ${record.id} appears twice`);
      ids.add(record.id);
      const key = `${record.title.toLowerCase()} (${record.release_date.slice(0, 4)})`;
      const other = titles.get(key);
      if (other !== undefined) problems.push(`${file}:${line}: film ${record.id} duplicates film ${other}, "${key}"`);
      else titles.set(key, record.id);
    }
  } catch (error) {
    if (error instanceof ImportError) problems.push(error.message);
    else throw error;
  }
  return problems;
}
