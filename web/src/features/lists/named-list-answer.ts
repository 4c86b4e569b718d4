import { isNamedListId, NAMED_LIST_SORTS, type NamedListPage, type NamedListsAnswer, type NamedListSort } from "../../../../common/named-lists";
import { pageParam } from "../../lib/page-params";
import type { PageContext } from "../../lib/page-route";
import { useListMarks } from "../../lists/list-marks";
import { listsAvailable } from "../../lists/lists-available";
import type { AnswerRequest } from "../../stores/movie-store";
import { CACHE_TTL_MS } from "../../tmdb/ttl-cache";

/** What a named list's address names: `/lists/mine/{id}?sort=title&page=2`; without a sort, the list's own default. */
export interface NamedListAddress {
  id: string;
  sort: NamedListSort | undefined;
  page: number;
}


export function readNamedListAddress(id: string | undefined, params: URLSearchParams): NamedListAddress | undefined {
  if (!isNamedListId(id)) return undefined;
  const sort = params.get("sort");
  return { id, sort: NAMED_LIST_SORTS.includes(sort as NamedListSort) ? (sort as NamedListSort) : undefined, page: pageParam(params) };
}

/** Each sort's own order: a ranked list first to last, the newest additions, titles A to Z, the newest films, the highest ratings first. */
const ORDER: Record<NamedListSort, "asc" | "desc"> = { rank: "asc", added: "desc", title: "asc", year: "desc", rating: "desc" };

/**
 * Keys carry the lists' generation (lists/list-marks.ts), which goes up after any change to the
 * lists, so a page asks afresh after a change and is answered from the cache when it comes back
 * unchanged. A list with no sort in its address asks the server for its own default (ranked lists
 * in their order, others newest first): "rank" is sent only when asked for.
 */
const generation = () => useListMarks.getState().generation;
export const namedListKeyBase = ({ id, sort, page }: NamedListAddress) => `me-named-${id}-${sort ?? "own"}-page-${page}`;

export const namedListAnswer = (address: NamedListAddress): AnswerRequest<NamedListPage> => ({
  slot: "myNamedList",
  key: `${namedListKeyBase(address)}-g${generation()}`,
  ttlMs: CACHE_TTL_MS.list,
  fetch: (service) => service.getNamedList(address.id, address.sort, address.sort ? ORDER[address.sort] : undefined, address.page),
  fallback: "Failed to fetch your list",
});

export const NAMED_LISTS_KEY_BASE = "me-named-lists";
export const namedListsAnswer = (): AnswerRequest<NamedListsAnswer> => ({
  slot: "myNamedLists",
  key: `${NAMED_LISTS_KEY_BASE}-g${generation()}`,
  ttlMs: CACHE_TTL_MS.list,
  fetch: (service) => service.getNamedLists(),
  fallback: "Failed to fetch your lists",
});

/** `/lists/mine/{id}`: that list's page. Nothing is asked for an address that names no list, nor when the server keeps no lists for this sign-in. */
export async function loadNamedListPage({ params, searchParams, movies }: PageContext): Promise<void> {
  if (!listsAvailable()) return;
  const address = readNamedListAddress(params.id, searchParams);
  if (address) await movies.show(namedListAnswer(address));
}
