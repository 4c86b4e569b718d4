import type { PicksPage } from "../../../../common/picks";
import { pageParam } from "../../lib/page-params";
import type { PageContext } from "../../lib/page-route";
import { listsAvailable } from "../../lists/lists-available";
import type { AnswerRequest } from "../../stores/movie-store";
import { personalAnswer } from "./list-answer";

/** A new rating (a new generation of the lists) asks for the picks afresh. */
export const picksKeyBase = (page: number) => `me-picks-page-${page}`;

export const picksAnswer = (page: number): AnswerRequest<PicksPage> => personalAnswer("myPicks", picksKeyBase(page), (service) => service.getPicks(page), "Failed to fetch your picks");

/** `/for-you`: a page of picks. Nothing is asked when the server keeps no lists for this sign-in. */
export async function loadForYouPage({ searchParams, movies }: PageContext): Promise<void> {
  if (listsAvailable()) await movies.show(picksAnswer(pageParam(searchParams)));
}
