import { oftenWith, OFTEN_WITH_LIMIT } from "../../../common/tmdb/people";
import type { Credits, PersonMovieCredits } from "../../../common/tmdb/wire-types";
import { tmdbErrorBody } from "../catalog/api/tmdb-errors";
import { readPathId } from "../catalog/api/params";
import type { UpstreamAnswer, UpstreamGet } from "./tmdb-proxy";

/** The films whose credits are read: a person's most voted, enough to see who recurs, bounded so one page asks TMDB a bounded number of times. */
const MAX_FILMS = 40;
/** Requests to TMDB at once (it allows about 40 a second). */
const AT_ONCE = 8;

const json = (status: number, body: unknown): UpstreamAnswer => ({ status, body: JSON.stringify(body), contentType: "application/json;charset=utf-8", headers: {}, cached: false });

/**
 * MovieApp's `/3/person/{id}/often_with` in proxy mode: TMDB has no such path, so it is computed
 * from TMDB's answers (the person's movie credits, then the credits of their most voted films,
 * each cached like any other answer). A failed TMDB answer is passed on rather than a partial list.
 */
export async function proxiedOftenWith(rawId: string, upstream: UpstreamGet): Promise<UpstreamAnswer> {
  const id = readPathId(rawId);
  if (id === undefined) return json(404, tmdbErrorBody("notFound"));
  const creditsAnswer = await upstream(`/3/person/${id}/movie_credits`, new URLSearchParams());
  if (creditsAnswer.status !== 200) return creditsAnswer;
  const { cast, crew } = JSON.parse(creditsAnswer.body) as PersonMovieCredits;
  const renown = new Map<number, number>();
  for (const film of [...cast, ...crew]) renown.set(film.id, film.vote_count);
  const movieIds = [...renown.keys()].sort((a, b) => renown.get(b)! - renown.get(a)! || a - b).slice(0, MAX_FILMS);

  const films: Array<{ movieId: number } & Omit<Credits, "id">> = [];
  for (let start = 0; start < movieIds.length; start += AT_ONCE) {
    const batch = movieIds.slice(start, start + AT_ONCE);
    const answers = await Promise.all(batch.map((movieId) => upstream(`/3/movie/${movieId}/credits`, new URLSearchParams())));
    const failed = answers.find((answer) => answer.status !== 200);
    if (failed) return failed;
    answers.forEach((answer, index) => {
      const credits = JSON.parse(answer.body) as Credits;
      films.push({ movieId: batch[index]!, cast: credits.cast, crew: credits.crew });
    });
  }
  return json(200, { id, results: oftenWith(id, films, OFTEN_WITH_LIMIT) });
}
