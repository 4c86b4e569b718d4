import type { FilmStats } from "../../../../common/stats";
import { yearParam } from "../../lib/page-params";
import type { PageContext } from "../../lib/page-route";
import { listsAvailable } from "../../lists/lists-available";
import type { AnswerRequest } from "../../stores/movie-store";
import { personalAnswer } from "./list-answer";

export const statsKeyBase = (year: number | undefined) => `me-stats-${year ?? "all"}`;

export const statsAnswer = (year: number | undefined): AnswerRequest<FilmStats> => personalAnswer("myStats", statsKeyBase(year), (service) => service.getStats(year), "Failed to fetch your statistics");

/** `/stats`: the person's statistics. Nothing is asked when the server keeps no lists for this sign-in. */
export async function loadStatsPage({ searchParams, movies }: PageContext): Promise<void> {
  if (listsAvailable()) await movies.show(statsAnswer(yearParam(searchParams)));
}
