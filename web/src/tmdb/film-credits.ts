import type { CastMember, CrewMember } from "../../../common/tmdb/wire-types";

/**
 * What a film's page shows of its credits; the whole cast and crew have a page of their own
 * (/movie/{id}/cast). A big film credits over a hundred actors and a hundred crew: rendering them
 * all made its page three times the HTML of any other (and its server render the dearest), for a
 * list few read to the end. As on TMDB's own site, the film's page shows who is billed first and the
 * crew people look for, and links to the rest.
 */

/** How many actors a film's page shows, in billing order. */
export const BILLED_CAST_SIZE = 12;

/** The crew a film's page shows: who directed and wrote it, and the heads of the main crafts. */
const FEATURED_JOBS = new Set(["Director", "Producer", "Original Music Composer", "Director of Photography", "Editor"]);

/** The cast in billing order (TMDB's `order`: 0 is billed first). */
export function inBillingOrder(cast: CastMember[]): CastMember[] {
  return [...cast].sort((a, b) => a.order - b.order);
}

/** The first actors in billing order. */
export function billedCast(cast: CastMember[]): CastMember[] {
  return inBillingOrder(cast).slice(0, BILLED_CAST_SIZE);
}

/** Everyone in the Writing department (whatever the job), and the featured jobs of the others. */
export function featuredCrew(crew: CrewMember[]): CrewMember[] {
  return crew.filter((member) => member.department === "Writing" || FEATURED_JOBS.has(member.job));
}
