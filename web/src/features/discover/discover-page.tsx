import { startTransition, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { Link } from "../../components/link";
import { BrowseList } from "../../components/browse-list";
import { pageParam } from "../../lib/page-params";
import { keywordLabel } from "../../lib/keyword-address";
import { useMovieStore } from "../../stores/movie-store";
import { DiscoverForm, type PressedToLeave } from "./discover-form";
import { discoverAddress, readFilters, tmdbQuery } from "./discover-query";

/** For the page's load (./discover-load.ts), which asks the page's module for them. */
export { readFilters, tmdbQuery };
import { useDocumentTitle } from "../../lib/use-document-title";
import "./discover.css";

/**
 * /discover: films by genres (all or any), release years, rating, votes, runtime, original
 * language and keyword, in a chosen order. Every control is in the address, so a view can be
 * shared, reloaded and returned to with Back; its films are loaded by ./discover-load.ts.
 */
export default function DiscoverPage() {
  const [params] = useSearchParams();
  const { search } = useLocation();
  const genres = useMovieStore((s) => s.genres);
  const filters = readFilters(params);
  const { keyword } = filters;
  const pressed = useRef<PressedToLeave>(null);
  const [presses, setPresses] = useState(0);

  useDocumentTitle("Discover");

  return (
    <main id="main" className="discover">
      <h1>Discover</h1>
      {keyword ? (
        <p className="discover__keyword">
          Films with the keyword <strong>{keywordLabel(keyword)}</strong>{" "}
          <Link to={discoverAddress({ ...filters, keyword: undefined })} aria-label={`Remove the keyword ${keywordLabel(keyword)}`}>
            Remove
          </Link>
        </p>
      ) : null}
      {/* A new address (Back, a shared link) and every press of Show films or Clear filters draw the
          form afresh with the address's values. Keyed by the address alone, a quick second press
          (Clear filters before "Show films" had drawn its page) came back to the first form's
          address, and the form kept the ticks of the first press. */}
      <DiscoverForm
        key={`${search} ${presses}`}
        filters={filters}
        genres={genres}
        pressedRef={pressed}
        onPress={(button, to) => {
          pressed.current = { button, to };
          // In the same transition as the move the press makes (React Router's), so both are drawn together.
          startTransition(() => setPresses((count) => count + 1));
        }}
      />
      {/* Below the filters, which fill a phone's first screen. */}
      <BrowseList source={{ kind: "discover", query: tmdbQuery(filters) }} page={pageParam(params)} empty="No films match these filters." mayStartBelowFirstScreen />
    </main>
  );
}
