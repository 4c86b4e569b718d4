import { Link } from "../../components/link";
import type { MovieListName } from "../../tmdb/entities";

/** Home's lists, in the order offered, each with its address and heading; Popular's address is home's own. */
export const HOME_LISTS: ReadonlyArray<{ list: MovieListName | null; label: string; heading: string }> = [
  { list: null, label: "Popular", heading: "Popular movies" },
  { list: "top_rated", label: "Top rated", heading: "Top rated movies" },
  { list: "now_playing", label: "Now playing", heading: "Now playing movies" },
  { list: "upcoming", label: "Upcoming", heading: "Upcoming movies" },
];

/** Links to home's lists, the one shown marked as the current page. */
export function ListTabs({ current }: { current: MovieListName | null }) {
  return (
    <nav className="list-tabs" aria-label="Movie lists">
      {HOME_LISTS.map(({ list, label }) => (
        <Link key={label} to={list ? `/?list=${list}` : "/"} aria-current={list === current ? "page" : undefined}>
          {label}
        </Link>
      ))}
    </nav>
  );
}
