import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ImportPreview } from "../../../../common/lists";
import { ImportPanel } from "./import-panel";

const film = (movie_id: number, title: string, year: string) => ({ movie_id, title, year, poster_path: null });
const preview: ImportPreview = {
  kind: "letterboxd-ratings",
  target: "ratings",
  counts: { matched: 2, choose: 1, not_found: 0 },
  rows: [
    { line: 2, title: "The Godfather", year: "1972", rating: 5, watched_on: null, match: { status: "matched", film: film(238, "The Godfather", "1972") }, problems: [], list: null, added_at: null, said_rewatch: false, review: null },
    { line: 3, title: "Alien", year: "1979", rating: 3.5, watched_on: null, match: { status: "choose", candidates: [film(348, "Alien", "1979"), film(679, "Aliens", "1986")] }, problems: [], list: null, added_at: null, said_rewatch: false, review: null },
    // A rating the server could not keep: the film keeps nothing in the ratings, so it is not counted.
    { line: 4, title: "Heat", year: "1995", rating: null, watched_on: null, match: { status: "matched", film: film(949, "Heat", "1995") }, problems: ["The rating “11” is not from 1 to 10, so it is left out."], list: null, added_at: null, said_rewatch: false, review: null },
  ],
  already: 0, rated_already: [], named_lists: [], notes: [],
};
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** The import's API as a scripted transport: the preview above (held back until `answerPreview` when `holdPreview`), then an apply refused once, then kept. */
let applyAnswers: Response[];
/** The preview the server answers: the one above unless a test gives another. */
let previewAnswer: ImportPreview;
let holdPreview = false;
let answerPreview = () => undefined as void;
const server = vi.fn((path: string, init: RequestInit = {}) => {
  if (path === "/api/me/import/preview") return holdPreview ? new Promise<Response>((resolve) => (answerPreview = () => resolve(json(200, previewAnswer)))) : Promise.resolve(json(200, previewAnswer));
  if (path === "/api/me/import/apply") return Promise.resolve(applyAnswers.shift()!);
  return Promise.resolve(json(404, { code: "NOT_FOUND", message: `Nothing at ${init.method ?? "GET"} ${path}` }));
});

beforeEach(() => {
  holdPreview = false;
  previewAnswer = preview;
  applyAnswers = [json(500, { code: "INTERNAL", message: "Something went wrong on our side. Please try again." }), json(200, { applied: 2, already: 1, named_lists: { lists_made: 0, films_added: 0 }, notes: 0 })];
  vi.stubGlobal("fetch", server);
});
afterEach(() => {
  vi.unstubAllGlobals();
  server.mockClear();
});

const chooseFile = () => {
  const file = new File(["Date,Name,Year,Letterboxd URI,Rating\n2024-01-01,The Godfather,1972,x,5\n2024-01-02,Alien,1979,y,3.5\n"], "ratings.csv", { type: "text/csv" });
  fireEvent.change(screen.getByLabelText("File to import (CSV or JSON)"), { target: { files: [file] } });
};

describe("an import", () => {
  it("says how many rows it is matching and that a large file takes a while, and waits 2 minutes for the server, not 10 s", async () => {
    const limit = vi.spyOn(AbortSignal, "timeout");
    holdPreview = true;
    render(<ImportPanel onImported={() => undefined} />);
    chooseFile();
    fireEvent.click(screen.getByRole("button", { name: "Preview import" }));
    expect(await screen.findByText("Matching 2 rows of your file with the catalog… A large file can take a minute or two.")).toBeTruthy();
    // Unavailable, yet still focusable: a disabled button would drop the focus to the page's top.
    expect(screen.getByRole("button", { name: "Preview import" }).getAttribute("aria-disabled")).toBe("true");
    // Pressed again while busy, it asks nothing more.
    fireEvent.click(screen.getByRole("button", { name: "Preview import" }));
    answerPreview();
    fireEvent.click(await screen.findByRole("button", { name: "Import 1 film" }));
    fireEvent.click(screen.getByRole("button", { name: "Import 1 film" }));
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByText("Keeping the 1 film you confirmed… A large import can take a minute or two.")).toBeTruthy();
    await screen.findByRole("alert");
    expect(limit.mock.calls).toEqual([[120_000], [120_000]]);
    expect(server.mock.calls.map(([path]) => path)).toEqual(["/api/me/import/preview", "/api/me/import/apply"]);
    // Cancel did nothing while the import was being kept: its failure is said beside the preview.
    expect(screen.getByRole("heading", { name: "What we found" })).toBeTruthy();
    limit.mockRestore();
  });

  it("reads the app's JSON download by its entries: how many it is matching, and where each is in the file", async () => {
    holdPreview = true;
    previewAnswer = {
      kind: "movieapp-json",
      target: "lists",
      counts: { matched: 1, choose: 0, not_found: 1 },
      rows: [
        { line: 1, title: "The Godfather", year: "1972", rating: null, watched_on: null, match: { status: "matched", film: film(238, "The Godfather", "1972") }, problems: [], list: "watchlist", added_at: null, said_rewatch: false, review: null },
        { line: 2, title: "Lost Film", year: "1920", rating: null, watched_on: null, match: { status: "not_found" }, problems: [], list: "favorites", added_at: null, said_rewatch: false, review: null },
      ],
      already: 0, rated_already: [], named_lists: [], notes: [],
    };
    render(<ImportPanel onImported={() => undefined} />);
    const entry = { movie_id: 238, title: "The Godfather", year: "1972", poster_path: null, added_at: "2024-01-01T00:00:00.000Z", rating: null, rating_10: null };
    const download = JSON.stringify({ exported_at: "2026-11-24T10:00:00.000Z", watchlist: [entry, entry], favorites: [entry] }, null, 2);
    fireEvent.change(screen.getByLabelText("File to import (CSV or JSON)"), { target: { files: [new File([download], "movieapp-lists.json", { type: "application/json" })] } });
    fireEvent.click(screen.getByRole("button", { name: "Preview import" }));
    expect(await screen.findByText("Matching 3 entries of your file with the catalog… A large file can take a minute or two.")).toBeTruthy();
    answerPreview();
    expect(await screen.findByText("A MovieApp export (JSON): 1 matched, 0 to choose, 1 not found.")).toBeTruthy();
    expect(screen.getByText("“Lost Film” (1920), entry 2")).toBeTruthy();
    expect(screen.getByText("“The Godfather” (1972), entry 1: The Godfather (1972), Watchlist")).toBeTruthy();
  });

  it("says which rows have something it leaves out, and counts only the films that keep something", async () => {
    render(<ImportPanel onImported={() => undefined} />);
    chooseFile();
    fireEvent.click(screen.getByRole("button", { name: "Preview import" }));
    expect(await screen.findByRole("heading", { name: "Left out of what is imported" })).toBeTruthy();
    expect(screen.getByText("“Heat” (1995), line 4: The rating “11” is not from 1 to 10, so it is left out. Without a rating, the row is left out.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Import 1 film" })).toBeTruthy();
  });

  it("says why a matched row that keeps nothing is left out (a ratings file's row without a rating)", async () => {
    previewAnswer = { ...preview, rows: [preview.rows[0]!, { ...preview.rows[2]!, problems: [] }] };
    render(<ImportPanel onImported={() => undefined} />);
    chooseFile();
    fireEvent.click(screen.getByRole("button", { name: "Preview import" }));
    expect(await screen.findByText("“Heat” (1995), line 4: Without a rating, the row is left out.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Import 1 film" })).toBeTruthy();
  });

  it("says a diary's date is left out when the film chosen for its row came out after it", async () => {
    const alien = { line: 2, title: "Alien", year: "", rating: null, watched_on: "1980-05-05", match: { status: "choose" as const, candidates: [film(348, "Alien", "1979"), film(679, "Aliens", "1986")] }, problems: [], list: null, added_at: null, said_rewatch: false, review: null };
    previewAnswer = { kind: "letterboxd-diary", target: "seen", counts: { matched: 0, choose: 1, not_found: 0 }, rows: [alien], already: 0, rated_already: [], named_lists: [], notes: [] };
    render(<ImportPanel onImported={() => undefined} />);
    chooseFile();
    fireEvent.click(screen.getByRole("button", { name: "Preview import" }));
    const leftOut = "The watched date “1980-05-05”: That date is before the film came out. It is left out.";
    fireEvent.click(await screen.findByRole("radio", { name: "Alien (1979)" }));
    expect(screen.queryByText(leftOut)).toBeNull();
    expect(screen.getByRole("button", { name: "Import 1 viewing" })).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Aliens (1986)" }));
    expect(screen.getByText(leftOut)).toBeTruthy();
    // With its date left out the row keeps nothing, so it is not counted.
    expect(screen.getByRole("button", { name: "Import 0 viewings" })).toHaveProperty("disabled", true);
  });

  it("names the films the person rated otherwise, and keeps their ratings unless they choose the file's", async () => {
    previewAnswer = { ...preview, already: 0, rated_already: [{ movie_id: 238, rating: 4 }, { movie_id: 348, rating: 3.5 }, { movie_id: 949, rating: 2 }] };
    render(<ImportPanel onImported={() => undefined} />);
    chooseFile();
    fireEvent.click(screen.getByRole("button", { name: "Preview import" }));
    // The file rates Alien as the person did, and Heat's rating is left out: only The Godfather would change.
    fireEvent.click(await screen.findByRole("radio", { name: "Alien (1979)" }));
    expect(screen.getByRole("heading", { name: "Your ratings" })).toBeTruthy();
    expect(screen.getByText("You rated 1 of the file’s films differently:")).toBeTruthy();
    expect(screen.getByText("The Godfather (1972): yours 4 stars (8/10), the file’s 5 stars (10/10)")).toBeTruthy();
    const whose = screen.getByRole("group", { name: "Whose ratings to keep?" });
    expect(whose.getAttribute("aria-describedby")).toBe("ratings-replaced");
    expect(screen.getByRole("radio", { name: "Keep my ratings" })).toHaveProperty("checked", true);
    fireEvent.click(screen.getByRole("button", { name: "Import 2 films" }));
    await screen.findByRole("alert");
    fireEvent.click(screen.getByRole("radio", { name: "Use the file’s ratings" }));
    fireEvent.click(screen.getByRole("button", { name: "Import 2 films" }));
    await waitFor(() => expect(screen.getByText("Imported 2 films into your ratings. 1 of them was rated already. You had rated 1 of them differently: the file’s rating replaced yours.")).toBeTruthy());
    const sent = server.mock.calls.filter(([path]) => path === "/api/me/import/apply").map(([, init]) => (JSON.parse(init!.body as string) as { keep_my_ratings: boolean }).keep_my_ratings);
    expect(sent).toEqual([true, false]);
  });

  it("names the first ten films rated differently, folds the rest under their count, and after a diary's import says whose ratings were kept", async () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({
      line: i + 2, title: `Film ${i + 1}`, year: "2000", rating: 3, watched_on: "2024-01-01", match: { status: "matched" as const, film: film(i + 1, `Film ${i + 1}`, "2000") }, problems: [], list: null, added_at: null, said_rewatch: false, review: null,
    }));
    previewAnswer = { kind: "letterboxd-diary", target: "seen", counts: { matched: 12, choose: 0, not_found: 0 }, rows, already: 0, rated_already: rows.map((_, i) => ({ movie_id: i + 1, rating: 5 })), named_lists: [], notes: [] };
    applyAnswers = [json(200, { applied: 12, already: 0, named_lists: { lists_made: 0, films_added: 0 }, notes: 0 })];
    render(<ImportPanel onImported={() => undefined} />);
    chooseFile();
    fireEvent.click(screen.getByRole("button", { name: "Preview import" }));
    expect(await screen.findByText("You rated 12 of the file’s films differently:")).toBeTruthy();
    expect(screen.getByText("Film 10 (2000): yours 5 stars (10/10), the file’s 3 stars (6/10)")).toBeTruthy();
    // The rest are one click away, folded under a count.
    const more = screen.getByText("And 2 more films");
    expect(more.tagName).toBe("SUMMARY");
    expect((more.closest("details") as HTMLDetailsElement).open).toBe(false);
    expect(more.closest("details")?.querySelectorAll("li")).toHaveLength(2);
    expect(more.closest("details")?.textContent).toContain("Film 12 (2000): yours 5 stars (10/10), the file’s 3 stars (6/10)");
    fireEvent.click(screen.getByRole("button", { name: "Import 12 viewings" }));
    const result = await screen.findByText("Imported 12 viewings into the films you have seen. You had rated 12 of these films differently: your ratings were kept.");
    // The preview, where the focus was, is gone: the focus is on what the import did.
    expect(document.activeElement).toBe(result);
  });

  it("that finds every film rated already says so", async () => {
    applyAnswers = [json(200, { applied: 1, already: 1, named_lists: { lists_made: 0, films_added: 0 }, notes: 0 })];
    render(<ImportPanel onImported={() => undefined} />);
    chooseFile();
    fireEvent.click(screen.getByRole("button", { name: "Preview import" }));
    fireEvent.click(await screen.findByRole("button", { name: "Import 1 film" }));
    expect(await screen.findByText("Imported 1 film into your ratings. It was rated already.")).toBeTruthy();
  });

  it("that finds the app's own export in the lists already (the same download imported twice) says so", async () => {
    previewAnswer = { ...preview, kind: "movieapp-lists", target: "lists", counts: { matched: 2, choose: 0, not_found: 0 }, already: 2, rows: preview.rows.filter((row) => row.match.status === "matched").map((row) => ({ ...row, list: "watchlist" as const })) };
    applyAnswers = [json(200, { applied: 2, already: 2, named_lists: { lists_made: 0, films_added: 0 }, notes: 0 })];
    render(<ImportPanel onImported={() => undefined} />);
    chooseFile();
    fireEvent.click(screen.getByRole("button", { name: "Preview import" }));
    // Said before anything is kept, where the person decides.
    expect(await screen.findByText("A MovieApp export (CSV): 2 matched, 0 to choose, 0 not found. All 2 matched are in your lists already.")).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: /^Import 2 entries/ }));
    expect(await screen.findByText("Imported 2 entries into your lists. All of them were in your lists already.")).toBeTruthy();
  });

  it("cancelled, puts the focus back on the file field, not the page's top", async () => {
    render(<ImportPanel onImported={() => undefined} />);
    chooseFile();
    fireEvent.click(screen.getByRole("button", { name: "Preview import" }));
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("heading", { name: "What we found" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText("File to import (CSV or JSON)"));
  });

  it("that fails keeps the preview and the person's choices, says why beside them, and can be tried again", async () => {
    const onImported = vi.fn();
    render(<ImportPanel onImported={onImported} />);
    chooseFile();
    fireEvent.click(screen.getByRole("button", { name: "Preview import" }));
    fireEvent.click(await screen.findByRole("radio", { name: "Alien (1979)" }));
    fireEvent.click(screen.getByRole("button", { name: "Import 2 films" }));

    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "Something went wrong on our side. Please try again. Your choices are kept: you can try again.");
    expect(screen.getByRole("radio", { name: "Alien (1979)" })).toHaveProperty("checked", true);
    expect(onImported).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Import 2 films" }));
    await waitFor(() => expect(screen.getByText("Imported 2 films into your ratings. 1 of them was rated already.")).toBeTruthy());
    expect(onImported).toHaveBeenCalledOnce();
    const applied = server.mock.calls.filter(([path]) => path === "/api/me/import/apply").map(([, init]) => JSON.parse(init!.body as string) as { items: Array<{ movie_id: number }> });
    expect(applied.map((body) => body.items.map((item) => item.movie_id))).toEqual([[238, 348], [238, 348]]);
  });

  it("shows the lists a person made that a JSON download holds, brings them back with the films, and says what it did; a file of those lists alone can be imported", async () => {
    const lists = [{ name: "Heists", description: "", ranked: true, films: [{ ...film(949, "Heat", "1995"), note: "The diner.", added_at: null }, { ...film(238, "The Godfather", "1972"), note: "", added_at: null }] }];
    previewAnswer = { kind: "movieapp-json", target: "lists", counts: { matched: 0, choose: 0, not_found: 0 }, rows: [], already: 0, rated_already: [], named_lists: lists, notes: [] };
    applyAnswers = [json(200, { applied: 0, already: 0, named_lists: { lists_made: 1, films_added: 2 }, notes: 0 })];
    render(<ImportPanel onImported={() => undefined} />);
    chooseFile();
    fireEvent.click(screen.getByRole("button", { name: "Preview import" }));
    expect(await screen.findByText("1 list with 2 films in all: “Heists”. A list of a name you already have gets the films it lacks, at its end.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Import the lists you made" }));
    expect(await screen.findByText(/Lists you made: 1 made, 2 films put in\./)).toBeTruthy();
    const sent = server.mock.calls.find(([path]) => path === "/api/me/import/apply")!;
    expect((JSON.parse(sent[1]!.body as string) as { named_lists: unknown }).named_lists).toEqual(lists);
  });

  it("shows the notes on films a JSON download holds, brings them back, and says how many were kept; a file of notes alone can be imported", async () => {
    const notes = [{ ...film(949, "Heat", "1995"), note: "The diner.\nBest scene.", updated_at: "2024-01-01T00:00:00.000Z" }, { ...film(238, "The Godfather", "1972"), note: "Long.", updated_at: "2024-01-02T00:00:00.000Z" }];
    previewAnswer = { kind: "movieapp-json", target: "lists", counts: { matched: 0, choose: 0, not_found: 0 }, rows: [], already: 0, rated_already: [], named_lists: [], notes };
    applyAnswers = [json(200, { applied: 0, already: 0, named_lists: { lists_made: 0, films_added: 0 }, notes: 1 })];
    render(<ImportPanel onImported={() => undefined} />);
    chooseFile();
    fireEvent.click(screen.getByRole("button", { name: "Preview import" }));
    expect(await screen.findByText("2 notes on films. A film you already have a note on keeps yours.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Import your notes" }));
    expect(await screen.findByText(/Notes on films: 1 kept\./)).toBeTruthy();
    const sent = server.mock.calls.find(([path]) => path === "/api/me/import/apply")!;
    expect((JSON.parse(sent[1]!.body as string) as { notes: unknown }).notes).toEqual(notes);
  });
});
