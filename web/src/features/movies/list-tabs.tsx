import { Link } from "../../components/link";
import type { MovieListName } from "../../tmdb/entities";
import { homeListAddress } from "../../lib/home-addresses";

/** A list's heading: its name, the genre it is narrowed to if any, then "movies" ("Top rated Drama movies"). */
const headed = (name: string) => (genre?: string) => [name, genre, "movies"].filter(Boolean).join(" ");

/** Home's lists, in the order offered, each with its address's word, its label and its heading; Popular's address is home's own, and a genre's popular films are headed by the genre alone ("Drama movies"). */
export const HOME_LISTS: ReadonlyArray<{ list: MovieListName | null; label: string; heading: (genre?: string) => string }> = [
  { list: null, label: "Popular", heading: (genre) => (genre ? `${genre} movies` : "Popular movies") },
  { list: "top_rated", label: "Top rated", heading: headed("Top rated") },
  { list: "now_playing", label: "Now playing", heading: headed("Now playing") },
  { list: "upcoming", label: "Upcoming", heading: headed("Upcoming") },
];

/** Links to home's lists, the one shown marked as the current page; a genre chosen stays chosen from one list to the next. */
export function ListTabs({ current, genreId }: { current: MovieListName | null; genreId: number | null }) {
  return (
    <nav className="list-tabs" aria-label="Movie lists">
      {HOME_LISTS.map(({ list, label }) => (
        <Link key={label} to={homeListAddress(list, genreId)} aria-current={list === current ? "page" : undefined}>
          {label}
        </Link>
      ))}
    </nav>
  );
}
