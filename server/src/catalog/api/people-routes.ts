import type { Hono } from "hono";
import { knownForFilms, oftenWith, OFTEN_WITH_LIMIT } from "../../../../common/tmdb/people";
import type { Image, KnownForItem, PersonAppendName, PersonAppends, PersonDetails, PersonSearchResult, PopularPerson } from "../../../../common/tmdb/wire-types";
import type { CatalogStore } from "../store/catalog-store";
import { pageOfMatches, paginate } from "./paginate";
import { PAGE_SIZE, readAppends, readPage, readSearchParams } from "./params";
import { cacheKey } from "./response-cache";
import { withPathId, type RouteTools } from "./route-tools";
import { queryMissing } from "./tmdb-errors";

const PERSON_APPENDS: readonly PersonAppendName[] = ["movie_credits", "images"];
/** TMDB's search and popular people list this many films each person is known for. */
const KNOWN_FOR_IN_LISTS = 3;
/** A portrait's drawn size (2:3, as TMDB's profile photos). */
const PORTRAIT = { width: 1000, height: 1500 };

function knownFor(catalog: CatalogStore, personId: number, department: string): KnownForItem[] {
  return knownForFilms(catalog.personFilmRanks(personId), department, KNOWN_FOR_IN_LISTS).map((credit) => ({
    ...catalog.listItem(credit.id)!,
    media_type: "movie",
  }));
}

/** A person as TMDB's searches list them (`/3/search/person`, and `/3/search/multi` with a media type). */
export function personSearchResult(catalog: CatalogStore, id: number): PersonSearchResult | undefined {
  const person = catalog.person(id);
  return person && { ...person, known_for: knownFor(catalog, id, person.known_for_department) };
}

function popularPerson(catalog: CatalogStore, id: number): PopularPerson | undefined {
  const found = personSearchResult(catalog, id);
  if (!found) return undefined;
  const { original_name: _originalName, known_for: knownFor, ...person } = found;
  return { ...person, known_for: knownFor.map(({ popularity: _popularity, ...film }) => film) };
}

/** The portrait this server draws for a person, as TMDB's profile images list. */
function portraits(person: PersonDetails): { profiles: Image[] } {
  if (!person.profile_path) return { profiles: [] };
  return { profiles: [{ aspect_ratio: 0.667, ...PORTRAIT, iso_639_1: null, file_path: person.profile_path, vote_average: 0, vote_count: 0 }] };
}

/**
 * TMDB's people paths (details with movie_credits and images, movie credits, images, search,
 * popular), answered from the catalog's credits: every credited person has a page. Also MovieApp's
 * own `often_with` (see common/tmdb/people.ts).
 */
export function addPeopleRoutes(api: Hono, { catalog: current, answer }: RouteTools): void {
  const withPerson = withPathId(current, (catalog, id) => catalog.person(id) !== undefined);

  api.get("/person/popular", (c) => {
    const catalog = current();
    const page = readPage(c.req.query("page"));
    return answer(c, catalog, cacheKey("popular-people", { page }), () => paginate(catalog.peopleByPopularity().ids, page, (id) => popularPerson(catalog, id)));
  });

  api.get("/search/person", (c) => {
    const search = readSearchParams((name) => c.req.query(name));
    if (!search) return queryMissing(c);
    // Catalog people are never adult; the parameter is read so that it is checked and keyed alike.
    const { query, page, includeAdult } = search;
    const catalog = current();
    return answer(c, catalog, cacheKey("search-people", { query, page, includeAdult }), () =>
      pageOfMatches(catalog.peopleSearch().rankTop(query, () => true, page * PAGE_SIZE), page, (id) => personSearchResult(catalog, id)));
  });

  api.get("/person/:id", withPerson((c, id, catalog) => {
    const appends = readAppends(c.req.query("append_to_response"), PERSON_APPENDS);
    return answer(c, catalog, cacheKey("person", { id, appends }), () => {
      const details = catalog.personDetails(id)!;
      const body: PersonDetails & PersonAppends = details;
      if (appends.includes("movie_credits")) body.movie_credits = catalog.personCredits(id);
      if (appends.includes("images")) body.images = portraits(details);
      return body;
    });
  }));

  api.get("/person/:id/movie_credits", withPerson((c, id, catalog) =>
    answer(c, catalog, cacheKey("person-credits", { id }), () => ({ ...catalog.personCredits(id), id }))));

  api.get("/person/:id/images", withPerson((c, id, catalog) =>
    answer(c, catalog, cacheKey("person-images", { id }), () => ({ id, ...portraits(catalog.personDetails(id)!) }))));

  api.get("/person/:id/often_with", withPerson((c, id, catalog) =>
    answer(c, catalog, cacheKey("often-with", { id }), () => {
      const { cast, crew } = catalog.personFilmRanks(id);
      const films = [...new Set([...cast, ...crew].map((credit) => credit.id))].map((movieId) => ({ movieId, ...catalog.credits(movieId) }));
      return { id, results: oftenWith(id, films, OFTEN_WITH_LIMIT) };
    })));
}
