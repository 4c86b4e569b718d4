import type { FormEvent } from "react";
import { useNavigateTo } from "../../lib/browser-address";
import { Link } from "../../components/link";
import { keywordSlug } from "../../lib/keyword-address";
import type { Genre } from "../../tmdb/entities";
import { discoverAddress, readFilters, SORTS, type DiscoverFilters } from "./discover-query";

/** Original languages offered (ISO 639-1; TMDB writes Cantonese "cn"), besides any other an address names. */
const LANGUAGES = ["en", "fr", "es", "de", "it", "ja", "ko", "zh", "cn", "hi", "ru", "pt", "sv", "da", "nl", "fa"];
const RATINGS = [5, 6, 7, 7.5, 8, 8.5, 9];
const VOTES = [10, 100, 500, 1000, 5000];

let names: Intl.DisplayNames | undefined;
const languageName = (code: string) => {
  if (code === "cn") return "Cantonese";
  try {
    names ??= new Intl.DisplayNames(["en"], { type: "language" });
    return names.of(code) ?? code;
  } catch {
    return code;
  }
};

/**
 * Discover's controls. They show the address's filters, and applying them goes to the address of
 * the new ones (a new history entry: Back returns to the previous view). Without the app's code
 * (a server-rendered page not yet started) the form still works: the browser asks for the same address.
 */
export function DiscoverForm({ filters, genres }: { filters: DiscoverFilters; genres: Genre[] }) {
  const navigateTo = useNavigateTo();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entered = [...new FormData(event.currentTarget).entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "");
    navigateTo(discoverAddress(readFilters(new URLSearchParams(entered))));
  };
  const languages = [...new Set([...LANGUAGES, ...(filters.language ? [filters.language] : [])])].map((code) => ({ code, name: languageName(code) })).sort((a, b) => a.name.localeCompare(b.name));

  return (
    <form className="discover-form" action="/discover" onSubmit={onSubmit} aria-label="Filters">
      <fieldset className="discover-form__genres">
        <legend>Genres</legend>
        <div className="discover-form__checks">
          {genres.map((genre) => (
            <label key={genre.id} className="check-chip">
              <input type="checkbox" name="genre" value={genre.id} defaultChecked={filters.genres.includes(genre.id)} /> {genre.name}
            </label>
          ))}
        </div>
        <div className="discover-form__match">
          <label>
            <input type="radio" name="match" value="all" defaultChecked={!filters.anyGenre} /> All chosen genres
          </label>
          <label>
            <input type="radio" name="match" value="any" defaultChecked={filters.anyGenre} /> Any of them
          </label>
        </div>
      </fieldset>
      <fieldset className="discover-form__range">
        <legend>Release year</legend>
        <label>
          From <input type="number" name="from" min={1800} max={2200} inputMode="numeric" defaultValue={filters.from} />
        </label>
        <label>
          To <input type="number" name="to" min={1800} max={2200} inputMode="numeric" defaultValue={filters.to} />
        </label>
      </fieldset>
      <fieldset className="discover-form__range">
        <legend>Runtime (minutes)</legend>
        <label>
          From <input type="number" name="min_runtime" min={0} max={1000} inputMode="numeric" defaultValue={filters.minRuntime} />
        </label>
        <label>
          To <input type="number" name="max_runtime" min={0} max={1000} inputMode="numeric" defaultValue={filters.maxRuntime} />
        </label>
      </fieldset>
      <label className="discover-form__field">
        Minimum rating
        <select name="rating" defaultValue={filters.rating ?? ""}>
          <option value="">Any</option>
          {[...new Set([...RATINGS, ...(filters.rating === undefined ? [] : [filters.rating])])].sort((a, b) => a - b).map((rating) => (
            <option key={rating} value={rating}>{`${rating} or more`}</option>
          ))}
        </select>
      </label>
      <label className="discover-form__field">
        Minimum votes
        <select name="votes" defaultValue={filters.votes ?? ""}>
          <option value="">Any</option>
          {[...new Set([...VOTES, ...(filters.votes === undefined ? [] : [filters.votes])])].sort((a, b) => a - b).map((votes) => (
            <option key={votes} value={votes}>{`${votes} or more`}</option>
          ))}
        </select>
      </label>
      <label className="discover-form__field">
        Original language
        <select name="language" defaultValue={filters.language ?? ""}>
          <option value="">Any</option>
          {languages.map(({ code, name }) => (
            <option key={code} value={code}>{name}</option>
          ))}
        </select>
      </label>
      <label className="discover-form__field">
        Sort by
        <select name="sort" defaultValue={filters.sort}>
          {Object.entries(SORTS).map(([value, label]) => (
            <option key={value} value={value}>{label}</option>
          ))}
        </select>
      </label>
      {filters.keyword ? <input type="hidden" name="keyword" value={keywordSlug(filters.keyword)} /> : null}
      <div className="discover-form__actions">
        <button type="submit" className="button">Show films</button>
        <Link to="/discover">Clear filters</Link>
      </div>
    </form>
  );
}
