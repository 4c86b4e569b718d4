import { useEffect, useState } from "react";
import { Link } from "../../components/link";
import { LIST_LABELS, LIST_NAMES, ME_BASE, type ListsSummary } from "../../../../common/lists";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useErrorToast } from "../../lib/use-error-toast";
import { listActions, useListMarks } from "../../lists/list-marks";
import { useMovieStore, type ShownAnswer } from "../../stores/movie-store";
import { toastError } from "../../stores/toast-store";
import { MESSAGES } from "../../tmdb/api-errors";
import type { ImportPanel } from "./import-panel";
import { summaryAnswer, summaryForThisPerson } from "./list-answer";
import { listCount } from "./list-count";
import { OwnListsSection } from "./own-lists-section";

/** `/lists`: each list with how many films (the films seen: viewings) it holds, everything as a file to download, and an import from Letterboxd or IMDb. */
export function ListsOverview() {
  const slot = summaryForThisPerson(useMovieStore((s) => s.shown.myLists) as ShownAnswer<ListsSummary> | undefined);
  const generation = useListMarks((s) => s.generation);
  // The import (./import-panel.tsx) loads once the page is running: it only works with its code.
  const [ImportPart, setImportPart] = useState<typeof ImportPanel | null>(null);
  useEffect(() => {
    import("./import-panel").then((part) => setImportPart(() => part.ImportPanel), () => undefined);
    // So that this tab hears of changes made elsewhere (lists/list-actions.ts).
    listActions().catch(() => undefined);
  }, []);
  useDocumentTitle("Your lists");
  useErrorToast(slot?.error ?? null);
  // When the lists change (an import, another tab, another device), the counts are read again.
  useEffect(() => void useMovieStore.getState().show(summaryAnswer()), [generation]);
  const summary = slot?.value;

  return (
    <main id="main" className="my-lists">
      <h1>Your lists</h1>
      <ul className="my-lists__counts">
        {LIST_NAMES.map((list) => (
          <li key={list}>
            <Link to={`/lists/${list}`}>{LIST_LABELS[list]}</Link> <span>{summary ? listCount(list, summary[list]) : "…"}</span>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/diary">Your diary</Link>: every film you have seen, by the day you saw it, with your ratings, rewatches and notes.{" "}
        <Link to="/stats">Your statistics</Link>: what you watched, counted by year, genre, decade, language, country and the people who made it.{" "}
        <Link to="/calendar">Release calendar</Link>: when the films on your watchlist come out, on a page and in your calendar app.
      </p>
      <OwnListsSection />
      <section aria-labelledby="export-heading">
        <h2 id="export-heading">Export</h2>
        <p>Everything your lists hold, as one file: JSON for programs (the lists you made and your notes on films included), CSV for spreadsheets (the four lists above). The import below can read either back in.</p>
        <p className="my-lists__actions">
          <a className="button" href={`${ME_BASE}/export?format=json`} download>Download JSON</a>
          <a className="button button--secondary" href={`${ME_BASE}/export?format=csv`} download>Download CSV</a>
        </p>
      </section>
      {/* After an import every page and tab showing the lists reads them again. */}
      {ImportPart ? <ImportPart onImported={() => void listActions().then((lists) => lists.changedEverything(), () => toastError(MESSAGES.network))} /> : null}
    </main>
  );
}
