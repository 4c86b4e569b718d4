import type { PicksPage } from "../../../../common/picks";
import { pageParam } from "../../lib/page-params";
import type { PageContext } from "../../lib/page-route";
import { useListMarks } from "../../lists/list-marks";
import { listsAvailable } from "../../lists/lists-available";
import type { AnswerRequest } from "../../stores/movie-store";
import { CACHE_TTL_MS } from "../../tmdb/ttl-cache";

/** Keys carry the lists' generation (lists/list-marks.ts): a new rating asks for the picks afresh. */
export const picksKeyBase = (page: number) => `me-picks-page-${page}`;

export const picksAnswer = (page: number): AnswerRequest<PicksPage> => ({
  slot: "myPicks",
  key: `${picksKeyBase(page)}-g${useListMarks.getState().generation}`,
  ttlMs: CACHE_TTL_MS.list,
  fetch: (service) => service.getPicks(page),
  fallback: "Failed to fetch your picks",
});

/** `/for-you`: a page of picks. Nothing is asked when the server keeps no lists for this sign-in. */
export async function loadForYouPage({ searchParams, movies }: PageContext): Promise<void> {
  if (listsAvailable()) await movies.show(picksAnswer(pageParam(searchParams)));
}
