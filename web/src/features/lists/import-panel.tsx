import { useEffect, useRef, useState, type FormEvent } from "react";
import { isJsonFile, jsonDownloadLists, ratingText, SEEN_BEFORE_THE_FILM, seenTooEarly, watchedDateLeftOut, withoutByteOrderMark, type FilmSnapshot, type ImportApply, type ImportPreview, type ImportResult } from "../../../../common/lists";
import { groupDigits } from "../../lib/group-digits";
import { meRequest } from "../../lists/me-api";
import { filmText, importItems, KIND_LABELS, ratingsReplaced, rowBrings, rowLeftOut, rowText, TARGET_LABELS, type ImportChoices, type RatingReplaced } from "./import-choices";

type Stage =
  | { step: "file" }
  | { step: "reading"; rows: FileRows }
  /**
   * While the confirmed films are sent (`applying`), and after that failed (`error`), the preview and the choices made in it stay: "Import" can be tried again.
   * `keepMyRatings`: a film the person rated keeps their rating (the default: nothing they saved changes unless they say so).
   */
  | { step: "preview"; preview: ImportPreview; choices: ImportChoices; keepMyRatings: boolean; applying: boolean; error: string | null }
  /** `ratingsDiffering`: how many of the films imported the person had rated otherwise, and `keptMyRatings` whose rating they kept. */
  | { step: "done"; result: ImportResult; target: ImportPreview["target"]; ratingsDiffering: number; keptMyRatings: boolean }
  | { step: "failed"; message: string };

/** What an import counts: films; a diary's viewings (a film may be seen twice); the app's own export's entries (a film may be in several lists). */
const UNITS: Record<ImportPreview["target"], [string, string]> = { watchlist: ["film", "films"], ratings: ["film", "films"], seen: ["viewing", "viewings"], lists: ["entry", "entries"] };
const counted = (count: number, target: ImportPreview["target"]) => `${groupDigits(count)} ${UNITS[target][count === 1 ? 0 : 1]}`;
/** Where an import's entries were already, after the sentence that named the lists ("…into your watchlist. 2 of them were on it already."). */
const ALREADY_WHERE: Record<ImportPreview["target"], string> = { watchlist: "on it", ratings: "rated", seen: "among your viewings", lists: "in your lists" };
/** What an import found there already: films on the watchlist or rated, viewings kept, entries in the lists (an export imported twice). */
function alreadyThere(count: number, of: number, target: ImportPreview["target"]): string {
  if (count === 0) return "";
  const where = target === "watchlist" && of === 1 ? "on your watchlist" : ALREADY_WHERE[target];
  if (count === of) return ` ${of === 1 ? "It was" : "All of them were"} ${where} already.`;
  return ` ${groupDigits(count)} of them ${count === 1 ? "was" : "were"} ${where} already.`;
}
/** The lists a person named that the file holds, by name: a list of a name they already have gets the films it lacks. */
function namedListsInFile(lists: ImportPreview["named_lists"]): string {
  const films = lists.reduce((sum, list) => sum + list.films.length, 0);
  const names = lists.slice(0, 5).map((list) => `“${list.name}”`).join(", ");
  return `${groupDigits(lists.length)} ${lists.length === 1 ? "list" : "lists"} with ${groupDigits(films)} ${films === 1 ? "film" : "films"} in all: ${names}${lists.length > 5 ? ", …" : ""}. A list of a name you already have gets the films it lacks, at its end.`;
}

/** What the import did with those lists, said after it. */
function namedListsOutcome({ lists_made, films_added }: ImportResult["named_lists"]): string {
  if (lists_made === 0 && films_added === 0) return "";
  return ` Lists you made: ${groupDigits(lists_made)} made, ${groupDigits(films_added)} ${films_added === 1 ? "film" : "films"} put in.`;
}

/** The notes on films the file holds, and what happens to them; and what the import did with them. */
const notesInFile = (count: number) => `${groupDigits(count)} ${count === 1 ? "note" : "notes"} on films. A film you already have a note on keeps yours.`;
const notesOutcome = (kept: number) => (kept === 0 ? "" : ` Notes on films: ${groupDigits(kept)} kept.`);

/** Where a preview's matched films are already, said before the import (the result says it again, in the past). */
const ALREADY_WHERE_NOW: Record<ImportPreview["target"], string> = { watchlist: "on your watchlist", ratings: "rated by you", seen: "among your viewings", lists: "in your lists" };
/** "All 6 matched are in your lists already.": what importing the matched rows again would not change. */
function matchedThereAlready(already: number, matched: number, target: ImportPreview["target"]): string {
  if (already === 0) return "";
  const where = ALREADY_WHERE_NOW[target];
  if (already >= matched) return matched === 1 ? ` It is ${where} already.` : ` All ${groupDigits(matched)} matched are ${where} already.`;
  return ` ${groupDigits(already)} of the matched ${already === 1 ? "is" : "are"} ${where} already.`;
}
/**
 * Whose rating a film the person had rated otherwise kept, as they chose in the preview. The films
 * are "them" when the import counted films, "these films" when it counted viewings or entries.
 */
function ratingsOutcome(differing: number, of: number, target: ImportPreview["target"], keptMyRatings: boolean): string {
  if (differing === 0) return "";
  const films = target === "ratings" ? (differing === of ? (of === 1 ? "it" : "all of them") : `${groupDigits(differing)} of them`) : `${groupDigits(differing)} of these ${differing === 1 ? "film" : "films"}`;
  const one = differing === 1;
  const outcome = keptMyRatings ? (one ? "your rating was kept." : "your ratings were kept.") : one ? "the file’s rating replaced yours." : "the file’s ratings replaced yours.";
  return ` You had rated ${films} differently: ${outcome}`;
}
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
/**
 * The server matches and keeps a whole file within one request: thousands of rows can rightly
 * take a minute or more, so an import waits 2 minutes where the lists' other requests wait 10 s.
 */
const IMPORT_TIMEOUT_MS = 120_000;
interface FileRows {
  count: number;
  unit: "row" | "entry";
}
/**
 * What the file brings, as the reading of it says: a JSON download's entries (the films of its
 * lists), or the rows of a CSV file below its header line (about, as a quoted title may span lines).
 */
function rowsIn(file: string): FileRows {
  const text = withoutByteOrderMark(file);
  if (isJsonFile(text)) return { count: jsonEntries(text), unit: "entry" };
  return { count: Math.max(0, text.split(/\r?\n/).filter((line) => line.trim() !== "").length - 1), unit: "row" };
}
/** The entries of the lists of a JSON download; 0 for a file the server will refuse, with its reason. */
function jsonEntries(text: string): number {
  const read = jsonDownloadLists(text);
  return "problem" in read ? 0 : read.lists.reduce((sum, [, entries]) => sum + entries.length, 0);
}
/** The films with another rating the preview shows at once; the rest are behind "And N more films". */
const RATINGS_LISTED = 10;
const rows = ({ count, unit }: FileRows) => `${groupDigits(count)} ${count === 1 ? unit : unit === "row" ? "rows" : "entries"}`;

/**
 * An import in two steps, so nothing is stored that the person has not seen: the file is read and
 * each row matched in the catalog (what matched, what to choose among, what was not found), then
 * the confirmed films are stored at once. Loaded with the lists page, after it is on screen.
 */
export function ImportPanel({ onImported }: { onImported: () => void }) {
  const [stage, setStage] = useState<Stage>({ step: "file" });
  const fileField = useRef<HTMLInputElement>(null);
  const section = useRef<HTMLElement>(null);
  const resultMessage = useRef<HTMLParagraphElement>(null);
  // The preview goes when it is imported: focus, which was in it, goes to what the import did (not to
  // the page's top). A person who went elsewhere while a long import ran keeps their place.
  useEffect(() => {
    const focus = document.activeElement;
    const leftBehind = focus === null || focus === document.body || section.current?.contains(focus);
    if (stage.step === "done" && leftBehind) resultMessage.current?.focus();
  }, [stage.step]);

  // While a file is read or an import is kept, the buttons that would start another say they are unavailable and do nothing.
  const busy = stage.step === "reading" || (stage.step === "preview" && stage.applying);

  const onPreview = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const file = (event.currentTarget.elements.namedItem("import-file") as HTMLInputElement).files?.[0];
    if (!file) return setStage({ step: "failed", message: "Choose a file to import first." });
    try {
      const text = await file.text();
      setStage({ step: "reading", rows: rowsIn(text) });
      const preview = await meRequest<ImportPreview>("POST", "/import/preview", text, IMPORT_TIMEOUT_MS);
      setStage({ step: "preview", preview, choices: {}, keepMyRatings: true, applying: false, error: null });
    } catch (error) {
      setStage({ step: "failed", message: messageOf(error) });
    }
  };

  const onApply = async (preview: ImportPreview, choices: ImportChoices, keepMyRatings: boolean) => {
    if (busy) return;
    const previewing = { step: "preview", preview, choices, keepMyRatings } as const;
    setStage({ ...previewing, applying: true, error: null });
    try {
      const items = importItems(preview, choices);
      const apply: ImportApply = { kind: preview.kind, items, keep_my_ratings: keepMyRatings, named_lists: preview.named_lists, notes: preview.notes };
      const result = await meRequest<ImportResult>("POST", "/import/apply", apply, IMPORT_TIMEOUT_MS);
      setStage({ step: "done", result, target: preview.target, ratingsDiffering: ratingsReplaced(preview, items).length, keptMyRatings: keepMyRatings });
      onImported();
    } catch (error) {
      setStage({ ...previewing, applying: false, error: messageOf(error) });
    }
  };

  return (
    <section ref={section} className="import" aria-labelledby="import-heading">
      <h2 id="import-heading">Import</h2>
      <p>
        From Letterboxd (<code>watchlist.csv</code>, <code>ratings.csv</code>, <code>diary.csv</code> or <code>reviews.csv</code> from its export), IMDb (the export of your
        ratings), or a download from this page (CSV or JSON), to bring your lists back. You see what was found before anything is kept.
      </p>
      <form className="import__file" onSubmit={(event) => void onPreview(event)}>
        <label htmlFor="import-file">File to import (CSV or JSON)</label>
        <input ref={fileField} id="import-file" name="import-file" type="file" accept=".csv,text/csv,.json,application/json" />
        {/* Not `disabled` while busy: a disabled button loses the focus, which would fall to the page's top. */}
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          Preview import
        </button>
      </form>
      <div aria-live="polite">
        {stage.step === "reading" ? <p>Matching {rows(stage.rows)} of your file with the catalog… A large file can take a minute or two.</p> : null}
        {stage.step === "preview" && stage.applying ? <p>Keeping the {counted(importItems(stage.preview, stage.choices).length, stage.preview.target)} you confirmed… A large import can take a minute or two.</p> : null}
        {stage.step === "done" ? (
          <p className="import__done" ref={resultMessage} tabIndex={-1}>
            Imported {counted(stage.result.applied, stage.target)} into {TARGET_LABELS[stage.target]}.{alreadyThere(stage.result.already, stage.result.applied, stage.target)}
            {ratingsOutcome(stage.ratingsDiffering, stage.result.applied, stage.target, stage.keptMyRatings)}
            {namedListsOutcome(stage.result.named_lists)}
            {notesOutcome(stage.result.notes)}
          </p>
        ) : null}
      </div>
      {stage.step === "failed" ? (
        <p className="import__failed" role="alert">
          {stage.message}
        </p>
      ) : null}
      {stage.step === "preview" ? (
        <ImportPreviewView
          preview={stage.preview}
          choices={stage.choices}
          keepMyRatings={stage.keepMyRatings}
          applying={stage.applying}
          error={stage.error}
          onChoose={(line, movieId) => setStage({ ...stage, choices: { ...stage.choices, [line]: movieId } })}
          onKeepMyRatings={(keepMyRatings) => setStage({ ...stage, keepMyRatings })}
          onApply={() => void onApply(stage.preview, stage.choices, stage.keepMyRatings)}
          onCancel={() => {
            setStage({ step: "file" });
            fileField.current?.focus();
          }}
        />
      ) : null}
    </section>
  );
}

interface PreviewProps {
  preview: ImportPreview;
  choices: ImportChoices;
  keepMyRatings: boolean;
  applying: boolean;
  /** Why the last "Import" failed: said beside the button, which tries again. */
  error: string | null;
  onChoose: (line: number, movieId: number | null) => void;
  onKeepMyRatings: (keep: boolean) => void;
  onApply: () => void;
  onCancel: () => void;
}

/** What the file holds, as matched: the rows to choose for first (each its candidates, or skip), then those not found, then the matched ones. */
function ImportPreviewView({ preview, choices, keepMyRatings, applying, error, onChoose, onKeepMyRatings, onApply, onCancel }: PreviewProps) {
  const { counts, rows } = preview;
  const items = importItems(preview, choices);
  const toKeep = items.length;
  const replaced = ratingsReplaced(preview, items);
  const leftOut = rows.flatMap((row) => {
    const why = rowLeftOut(preview.target, row);
    return why.length > 0 ? [[row, why] as const] : [];
  });
  return (
    <div className="import__preview">
      <h3>What we found</h3>
      <p>
        {KIND_LABELS[preview.kind]}: {groupDigits(counts.matched)} matched, {groupDigits(counts.choose)} to choose, {groupDigits(counts.not_found)} not found.
        {matchedThereAlready(preview.already, counts.matched, preview.target)}
      </p>
      {counts.choose > 0 ? (
        <>
          <h4>Which film did you mean?</h4>
          {rows.map((row) =>
            row.match.status === "choose" ? (
              <fieldset key={row.line} className="import__choice">
                <legend>{rowText(preview.kind, row)}</legend>
                {row.match.candidates.map((film) => (
                  <label key={film.movie_id}>
                    <input type="radio" name={`line-${row.line}`} checked={choices[row.line] === film.movie_id} onChange={() => onChoose(row.line, film.movie_id)} /> {filmText(film)}
                  </label>
                ))}
                <label>
                  <input type="radio" name={`line-${row.line}`} checked={(choices[row.line] ?? null) === null} onChange={() => onChoose(row.line, null)} /> None of these: skip it
                </label>
                <DateLeftOut row={row} chosen={row.match.candidates.find((film) => film.movie_id === choices[row.line])} />
              </fieldset>
            ) : null,
          )}
        </>
      ) : null}
      {counts.not_found > 0 ? (
        <>
          <h4>Not found in the catalog</h4>
          <ul>{rows.map((row) => (row.match.status === "not_found" ? <li key={row.line}>{rowText(preview.kind, row)}</li> : null))}</ul>
        </>
      ) : null}
      {leftOut.length > 0 ? (
        <>
          <h4>Left out of what is imported</h4>
          <ul className="import__problems">
            {leftOut.map(([row, why]) => (
              <li key={row.line}>
                {rowText(preview.kind, row)}: {why.join(" ")}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {counts.matched > 0 ? (
        <details>
          <summary>Matched ({groupDigits(counts.matched)})</summary>
          <ul>{rows.map((row) => (row.match.status === "matched" ? <li key={row.line}>{`${rowText(preview.kind, row)}: ${filmText(row.match.film)}${rowBrings(preview.target, row)}`}</li> : null))}</ul>
        </details>
      ) : null}
      {replaced.length > 0 ? (
        <>
          <h4>Your ratings</h4>
          <p id="ratings-replaced">You rated {groupDigits(replaced.length)} of the file’s films differently:</p>
          <RatingsList replaced={replaced.slice(0, RATINGS_LISTED)} />
          {replaced.length > RATINGS_LISTED ? (
            <details>
              <summary>
                And {groupDigits(replaced.length - RATINGS_LISTED)} more {replaced.length - RATINGS_LISTED === 1 ? "film" : "films"}
              </summary>
              <RatingsList replaced={replaced.slice(RATINGS_LISTED)} />
            </details>
          ) : null}
          <fieldset className="import__choice" aria-describedby="ratings-replaced">
            <legend>Whose ratings to keep?</legend>
            <label>
              <input type="radio" name="whose-ratings" checked={keepMyRatings} onChange={() => onKeepMyRatings(true)} /> Keep my ratings
            </label>
            <label>
              <input type="radio" name="whose-ratings" checked={!keepMyRatings} onChange={() => onKeepMyRatings(false)} /> Use the file’s ratings
            </label>
          </fieldset>
        </>
      ) : null}
      {preview.named_lists.length > 0 ? (
        <>
          <h4>Lists you made</h4>
          <p>{namedListsInFile(preview.named_lists)}</p>
        </>
      ) : null}
      {preview.notes.length > 0 ? (
        <>
          <h4>Notes</h4>
          <p>{notesInFile(preview.notes.length)}</p>
        </>
      ) : null}
      <p className="my-lists__actions">
        <button type="button" className="button" disabled={toKeep === 0 && preview.named_lists.length === 0 && preview.notes.length === 0} aria-disabled={applying || undefined} onClick={onApply}>
          Import {toKeep === 0 && preview.named_lists.length > 0 ? "the lists you made" : toKeep === 0 && preview.notes.length > 0 ? "your notes" : counted(toKeep, preview.target)}
        </button>
        <button type="button" className="button button--secondary" aria-disabled={applying || undefined} onClick={applying ? undefined : onCancel}>
          Cancel
        </button>
      </p>
      {error ? (
        <p className="import__failed" role="alert">
          {error} Your choices are kept: you can try again.
        </p>
      ) : null}
    </div>
  );
}

/** Films the person rated otherwise than the file, each with both ratings in the app's words. */
function RatingsList({ replaced }: { replaced: readonly RatingReplaced[] }) {
  return (
    <ul>
      {replaced.map(({ film, yours, file }) => (
        <li key={film.movie_id}>
          {filmText(film)}: yours {ratingText(yours)}, the file’s {ratingText(file)}
        </li>
      ))}
    </ul>
  );
}

/** A chosen film whose year makes the row's watched date too early: the date is left out (import-choices.ts), and said so here. */
function DateLeftOut({ row, chosen }: { row: ImportPreview["rows"][number]; chosen: FilmSnapshot | undefined }) {
  if (!chosen || row.watched_on === null || !seenTooEarly(row.watched_on, chosen.year)) return null;
  return <p className="import__left-out">{watchedDateLeftOut(row.watched_on, SEEN_BEFORE_THE_FILM)}</p>;
}
