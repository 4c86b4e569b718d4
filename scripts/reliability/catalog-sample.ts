// Real film ids and title words from the served catalog, whichever it is (TMDB 5000 or the sample).
import { CATALOG_KEY } from "./project";
import { jsonOf, send } from "./http-client";

export interface CatalogSample {
  ids: number[];
  words: string[];
}

interface ListPage {
  results: Array<{ id: number; title: string }>;
}

function isListPage(value: unknown): value is ListPage {
  return typeof value === "object" && value !== null && "results" in value && Array.isArray(value.results);
}

/** The films of the first `pages` pages of /3/movie/popular. */
export async function catalogSample(base: string, pages = 5): Promise<CatalogSample> {
  const ids: number[] = [];
  const words = new Set<string>();
  for (let page = 1; page <= pages; page++) {
    const answer = await send(base, { path: `/3/movie/popular?page=${page}&api_key=${CATALOG_KEY}` });
    const body = jsonOf(answer);
    if (answer.status !== 200 || !isListPage(body)) throw new Error(`/3/movie/popular?page=${page} answered ${answer.status}`);
    for (const film of body.results) {
      ids.push(film.id);
      for (const word of film.title.toLowerCase().split(/[^a-z0-9]+/)) if (word.length >= 3) words.add(word);
    }
  }
  return { ids, words: [...words] };
}
