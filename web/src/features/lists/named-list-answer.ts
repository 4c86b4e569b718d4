import { isNamedListId, NAMED_LIST_SORTS, type NamedListPage, type NamedListsAnswer, type NamedListSort } from "../../../../common/named-lists";
import { pageParam } from "../../lib/page-params";
import type { PageContext } from "../../lib/page-route";
import { listsAvailable } from "../../lists/lists-available";
import type { AnswerRequest } from "../../stores/movie-store";
import { personalAnswer } from "./list-answer";

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
 * A list with no sort in its address asks the server for its own default (ranked lists in their
 * order, others newest first): "rank" is sent only when asked for.
 */
export const namedListKeyBase = ({ id, sort, page }: NamedListAddress) => `me-named-${id}-${sort ?? "own"}-page-${page}`;

export const namedListAnswer = (address: NamedListAddress): AnswerRequest<NamedListPage> =>
  personalAnswer("myNamedList", namedListKeyBase(address), (service) => service.getNamedList(address.id, address.sort, address.sort ? ORDER[address.sort] : undefined, address.page), "Failed to fetch your list");

export const NAMED_LISTS_KEY_BASE = "me-named-lists";
export const namedListsAnswer = (): AnswerRequest<NamedListsAnswer> => personalAnswer("myNamedLists", NAMED_LISTS_KEY_BASE, (service) => service.getNamedLists(), "Failed to fetch your lists");

/** `/lists/mine/{id}`: that list's page. Nothing is asked for an address that names no list, nor when the server keeps no lists for this sign-in. */
export async function loadNamedListPage({ params, searchParams, movies }: PageContext): Promise<void> {
  if (!listsAvailable()) return;
  const address = readNamedListAddress(params.id, searchParams);
  if (address) await movies.show(namedListAnswer(address));
}
