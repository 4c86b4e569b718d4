import { useEffect, useRef, useState } from "react";
import { groupDigits } from "../lib/group-digits";
import { useMovieStore } from "../stores/movie-store";
import { PAGE_SIZE } from "../stores/movie-store-rules";
import type { PersonSearchResult } from "../tmdb/entities";
import { PersonLink } from "./person-link";
import "./person-link.css";

/** How many people a search shows above its films: the best matches; a name search rarely needs more. */
const SHOWN = 8;

/** "Acting · Forrest Gump, Cast Away": the department, then the films. */
const knownFor = (person: PersonSearchResult) =>
  person.known_for.length > 0 ? `${person.known_for_department} · ${person.known_for.map((film) => film.title).join(", ")}` : person.known_for_department;

/** Whether a search's people are shown (above its films): on its first page, when it found anyone. */
export const usePeopleShown = (query: string, page: number) => useMovieStore((s) => page === 1 && s.peopleResults?.query === query && s.peopleResults.results.length > 0);

/**
 * The people a search found (loaded with its films, shown on its first page), each with what they
 * are known for, leading to their pages: the best matches, then the rest of the first page, then
 * each further page of the search's people, one press each.
 */
export function PeopleResults({ query, page }: { query: string; page: number }) {
  const shown = usePeopleShown(query, page);
  const found = useMovieStore((s) => s.peopleResults);
  const morePeople = useMovieStore((s) => s.morePeople);
  // Which search's first page is all shown: a new search starts with its best matches again.
  const [allFor, setAllFor] = useState<string | null>(null);
  const all = allFor === query;
  // The button stays where it was pressed, or goes once all are shown: focus goes on to the first
  // person it brought, not to the page's top.
  const list = useRef<HTMLUListElement>(null);
  const firstNew = useRef<number | null>(null);
  const listedCount = !found ? 0 : all ? found.results.length : Math.min(SHOWN, found.results.length);
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || listedCount <= index) return;
    firstNew.current = null;
    list.current?.querySelectorAll("a")[index]?.focus();
  }, [listedCount]);
  if (!shown || !found) return null;
  const listed = found.results.slice(0, listedCount);
  const restOfFirstPage = found.results.length - listed.length;
  const nextPage = all && found.pagesLoaded < found.totalPages ? Math.min(PAGE_SIZE, found.totalResults - found.results.length) : 0;
  const more = all ? nextPage : restOfFirstPage;
  const showMore = () => {
    firstNew.current = listed.length;
    if (all) void morePeople();
    else setAllFor(query);
  };
  const loading = found.more === "loading";
  return (
    <section className="people-results" aria-labelledby="people-results-heading">
      <h2 id="people-results-heading">People{found.totalResults > listed.length ? ` (the ${listed.length} best matches of ${groupDigits(found.totalResults)})` : ""}</h2>
      <ul ref={list}>
        {listed.map((person, index) => (
          <li key={person.id}>
            {/* Above the films: on a phone, these portraits are the first screen's pictures (the best matches; the rest when asked for). */}
            <PersonLink person={person} detail={knownFor(person)} eager={index < SHOWN} />
          </li>
        ))}
      </ul>
      {found.more === "failed" ? (
        <p className="people-results__failed" role="alert">
          Couldn’t load more people.
        </p>
      ) : null}
      {more > 0 ? (
        // Not `disabled` while loading: a disabled button loses the focus, which would fall to the page's top.
        <button
          type="button"
          className="link-button people-results__more"
          aria-disabled={loading || undefined}
          aria-label={found.more === "failed" ? "Try again to load more people" : undefined}
          onClick={() => !loading && showMore()}
        >
          {loading ? "Loading more people…" : found.more === "failed" ? "Try again" : `Show ${groupDigits(more)} more ${more === 1 ? "person" : "people"}`}
        </button>
      ) : null}
    </section>
  );
}
