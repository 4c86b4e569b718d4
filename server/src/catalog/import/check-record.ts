import { isCalendarDay } from "../../../../common/calendar-day";
import { MOVIE_STATUSES, type MovieRecord, type PersonProfile } from "../model";

/**
 * Ids (of films, people, companies, collections) are whole numbers from 1 to 2^31 − 1 (TMDB's are
 * far below): the catalog's indexes keep them in 32-bit arrays (docs/decisions/071, 073, 074).
 */
const MAX_ID = 2 ** 31 - 1;
const isId = (id: number) => Number.isInteger(id) && id > 0 && id <= MAX_ID;

/** The rules every record must meet whatever its source; returns the first problem found. */
export function problemWith(record: MovieRecord): string | undefined {
  if (!isId(record.id)) return `id must be a whole number from 1 to ${MAX_ID} (got ${String(record.id)})`;
  if (record.title.trim() === "") return `movie ${record.id} has no title`;
  if (record.release_date !== "" && !isCalendarDay(record.release_date)) return `movie ${record.id} has an impossible release_date "${record.release_date}"`;
  if (record.runtime !== null && (!Number.isInteger(record.runtime) || record.runtime < 0 || record.runtime > 1500)) {
    return `movie ${record.id} has an impossible runtime ${String(record.runtime)}`;
  }
  if (!MOVIE_STATUSES.includes(record.status)) return `movie ${record.id} has an unknown status "${record.status}"`;
  for (const [field, value] of [["budget", record.budget], ["revenue", record.revenue], ["vote_count", record.vote_count]] as const) {
    if (!Number.isInteger(value) || value < 0) return `movie ${record.id} has a negative or fractional ${field}`;
  }
  if (!(record.vote_average >= 0 && record.vote_average <= 10)) return `movie ${record.id} has vote_average outside 0..10`;
  if (!(record.popularity >= 0)) return `movie ${record.id} has a negative popularity`;
  if (!record.companies.every((company) => isId(company.id))) return `movie ${record.id} names a company without a valid id`;
  if (record.collection && !isId(record.collection.id)) return `movie ${record.id} belongs to a collection without a valid id`;
  for (const credit of [...record.cast, ...record.crew]) {
    if (!isId(credit.person.id)) return `movie ${record.id} credits a person without a valid id`;
    if (credit.person.name.trim() === "") return `movie ${record.id} credits person ${credit.person.id} without a name`;
  }
  return undefined;
}

/** The rules a person's profile must meet whatever its source; returns the first problem found. */
export function problemWithProfile(profile: PersonProfile): string | undefined {
  if (!isId(profile.id)) return `person id must be a whole number from 1 to ${MAX_ID} (got ${String(profile.id)})`;
  for (const [field, value] of [["birthday", profile.birthday], ["deathday", profile.deathday]] as const) {
    if (value !== null && !isCalendarDay(value)) return `person ${profile.id} has an impossible ${field} "${value}"`;
  }
  return undefined;
}
