import { listNamed, LIST_SORTS, type ListName, type ListPage, type ListSort, type ListsSummary } from "../../../../common/lists";
import { useAuthStore } from "../../auth/auth-store";
import { pageParam } from "../../lib/page-params";
import type { PageContext } from "../../lib/page-route";
import { useListMarks } from "../../lists/list-marks";
import { listsAvailable } from "../../lists/lists-available";
import { useMovieStore, type AnswerRequest, type ShownAnswer } from "../../stores/movie-store";
import { CACHE_TTL_MS } from "../../tmdb/ttl-cache";

/** What a list page's address names: `/lists/watchlist?sort=title&page=2`. */
export interface ListAddress {
  list: ListName;
  sort: ListSort;
  page: number;
}

/** Each sort's own order: the newest additions, titles A to Z, the newest films, the highest ratings first. */
const ORDER: Record<ListSort, "asc" | "desc"> = { added: "desc", title: "asc", year: "desc", rating: "desc" };

/**
 * The list and order an address names; undefined for a word that names no list (the page says so).
 * A sort it does not know is the default. The list is named by its address's word, or by the word
 * people read for it (`/lists/favourites`), in any case; its page then takes the list's own address.
 */
export function readListAddress(list: string | undefined, params: URLSearchParams): ListAddress | undefined {
  const named = listNamed(list);
  if (!named) return undefined;
  const sort = params.get("sort");
  return { list: named, sort: LIST_SORTS.includes(sort as ListSort) ? (sort as ListSort) : "added", page: pageParam(params) };
}

/**
 * The store's slots and cache keys for the person's lists. A key carries the lists' generation
 * (lists/list-marks.ts), which goes up whenever the lists may have changed, so a page asks afresh
 * after any change while a page coming back unchanged is answered from the cache. The server
 * renders at generation 0, as the browser starts, so a first view's answer is found.
 */
export const listKeyBase = ({ list, sort, page }: ListAddress) => `me-${list}-${sort}-page-${page}`;
const SUMMARY_KEY_BASE = "me-summary";
const generation = () => useListMarks.getState().generation;
/** The generation the lists had when the person signed in now (or nobody) became so: what was read before is another person's. */
let sessionBegan = 0;

/**
 * The answer in a lists slot if it is the one a page with this key base shows: a page shows an
 * answer read at an older generation while a newer reading (after a change) is on its way, but
 * never one read before someone else (or nobody) signed in, which may land after the switch.
 */
export function answerForThisPerson<T>(slot: ShownAnswer<T> | undefined, base: string): ShownAnswer<T> | undefined {
  const prefix = `${base}-g`;
  if (!slot?.key.startsWith(prefix)) return undefined;
  return Number(slot.key.slice(prefix.length)) >= sessionBegan ? slot : undefined;
}

/**
 * A request for one of the person's own answers (a list, the diary, the statistics, the picks):
 * shown in `slot`, kept under its key base and the lists' present generation (what
 * answerForThisPerson reads back), as long as the lists' answers are kept.
 */
export const personalAnswer = <T>(slot: string, base: string, fetch: AnswerRequest<T>["fetch"], fallback: string): AnswerRequest<T> => ({
  slot,
  key: `${base}-g${generation()}`,
  ttlMs: CACHE_TTL_MS.list,
  fetch,
  fallback,
});

export const listAnswer = (address: ListAddress): AnswerRequest<ListPage> =>
  personalAnswer("myList", listKeyBase(address), (service) => service.getListPage(address.list, address.sort, ORDER[address.sort], address.page), "Failed to fetch your list");

export const summaryAnswer = (): AnswerRequest<ListsSummary> => personalAnswer("myLists", SUMMARY_KEY_BASE, (service) => service.getListsSummary(), "Failed to fetch your lists");

/**
 * In a tab where someone else (or nobody) signs in, what was read of the lists is never shown or
 * used again: the lists' generation goes up (so no kept answer is asked for again) and the pages'
 * slots are emptied. Only in the browser: on the server this module renders many visitors' pages.
 */
if (typeof window !== "undefined") {
  let signedIn = useAuthStore.getState().user?.id;
  useAuthStore.subscribe(({ user }) => {
    if (user?.id === signedIn) return;
    signedIn = user?.id;
    useListMarks.setState((marks) => ({ films: {}, generation: marks.generation + 1 }));
    sessionBegan = generation();
    useMovieStore.setState(({ shown: { myList: _list, myLists: _lists, ...others } }) => ({ shown: others }));
  });
}

/** The summary in its slot, if read for the person signed in now (answerForThisPerson). */
export const summaryForThisPerson = (slot: ShownAnswer<ListsSummary> | undefined) => answerForThisPerson(slot, SUMMARY_KEY_BASE);

/** `/lists`: how many films each list holds; `/lists/{list}`: that list's page in its order. Nothing is asked for a word that names no list, nor when the server keeps no lists for this sign-in. */
export async function loadListsPage({ params, searchParams, movies }: PageContext): Promise<void> {
  if (!listsAvailable()) return;
  if (params.list === undefined) return movies.show(summaryAnswer());
  const address = readListAddress(params.list, searchParams);
  if (address) await movies.show(listAnswer(address));
}
