import { useEffect, useRef, useState } from "react";
import { groupDigits } from "../lib/group-digits";
import { useMovieStore } from "../stores/movie-store";
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

/** The people a search found (loaded with its films, shown on its first page), each with what they are known for, leading to their pages. */
export function PeopleResults({ query, page }: { query: string; page: number }) {
  const shown = usePeopleShown(query, page);
  const found = useMovieStore((s) => s.peopleResults);
  // Which search's people are all shown: a new search starts with its best matches again.
  const [allFor, setAllFor] = useState<string | null>(null);
  const all = allFor === query;
  // The button goes once pressed: focus goes on to the first person it brought, not to the page's top.
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (all) list.current?.querySelectorAll("a")[SHOWN]?.focus();
  }, [all]);
  if (!shown || !found) return null;
  const listed = all ? found.results : found.results.slice(0, SHOWN);
  // The first page of the search's people is all there is to show; past it, the best of them are named as such.
  const more = found.results.length - listed.length;
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
      {more > 0 ? (
        <button type="button" className="link-button people-results__more" onClick={() => setAllFor(query)}>
          Show {more} more {more === 1 ? "person" : "people"}
        </button>
      ) : null}
    </section>
  );
}
