import { deserialize, serialize } from "node:v8";
import { describe, expect, it } from "vitest";
import { MAX_FUZZY_WORD_LENGTH } from "./edit-variants";
import { MAX_QUERY_WORDS } from "./query-words";
import { MAX_CANDIDATE_WORDS, MAX_FUZZY_LETTERS, SearchIndex, type SearchableMovie } from "./search-index";

const movies: SearchableMovie[] = [
  { id: 238, title: "The Godfather", originalTitle: "The Godfather", popularity: 90 },
  { id: 240, title: "The Godfather: Part II", originalTitle: "The Godfather: Part II", popularity: 60 },
  { id: 120, title: "The Lord of the Rings: The Fellowship of the Ring", originalTitle: "The Lord of the Rings: The Fellowship of the Ring", popularity: 80 },
  { id: 194, title: "Amélie", originalTitle: "Le Fabuleux Destin d'Amélie Poulain", popularity: 40 },
  { id: 129, title: "Spirited Away", originalTitle: "千と千尋の神隠し", popularity: 70 },
  { id: 557, title: "Spider-Man", originalTitle: "Spider-Man", popularity: 75 },
  { id: 424, title: "Schindler's List", originalTitle: "Schindler's List", popularity: 55 },
  { id: 348, title: "Alien", originalTitle: "Alien", popularity: 50 },
  { id: 679, title: "Aliens", originalTitle: "Aliens", popularity: 45 },
  { id: 440, title: "Aliens vs Predator: Requiem", originalTitle: "Aliens vs Predator: Requiem", popularity: 30 },
  { id: 603, title: "The Matrix", originalTitle: "The Matrix", popularity: 85 },
  { id: 11165, title: "Tora! Tora! Tora!", originalTitle: "Tora! Tora! Tora!", popularity: 10 },
  { id: 11166, title: "Tora", originalTitle: "Tora", popularity: 5 },
  { id: 11779, title: "Supercalifragilisticexpialidocious", originalTitle: "Supercalifragilisticexpialidocious", popularity: 5 },
];
const index = new SearchIndex(movies);
const top = (query: string, n = 3) => index.search(query).slice(0, n);

describe("SearchIndex", () => {
  it("finds whole words regardless of case and accents", () => {
    expect(top("GODFATHER")[0]).toBe(238);
    expect(top("amelie")[0]).toBe(194);
  });

  it("finds by original title, including non-Latin scripts", () => {
    expect(top("fabuleux destin")[0]).toBe(194);
    expect(top("千と千尋の神隠し")[0]).toBe(129);
  });

  it("finds by prefix", () => {
    expect(top("lord of the ring")[0]).toBe(120);
    expect(top("matr")[0]).toBe(603);
    expect(top("schindler")[0]).toBe(424);
  });

  it("forgives one wrong, missing, extra or swapped letter per word", () => {
    expect(top("godfathr")[0]).toBe(238);
    expect(top("godfatherr")[0]).toBe(238);
    expect(top("the matirx")[0]).toBe(603);
    expect(top("spirted awya")[0]).toBe(129);
  });

  it("guesses at a word both unfinished and misspelt only when nothing starts with what was typed, and never into two words joined", () => {
    const guesses = new SearchIndex([
      { id: 27205, title: "Inception", originalTitle: "Inception", popularity: 80 },
      { id: 602, title: "Independence Day", originalTitle: "Independence Day", popularity: 60 },
      { id: 11017, title: "Ice Princess", originalTitle: "Ice Princess", popularity: 20 },
      { id: 9564, title: "No Man's Land", originalTitle: "No Man's Land", popularity: 10 },
      { id: 11349, title: "Notorious", originalTitle: "Notorious", popularity: 30 },
      { id: 155, title: "The Dark Knight", originalTitle: "The Dark Knight", popularity: 90 },
      { id: 1593, title: "Night at the Museum", originalTitle: "Night at the Museum", popularity: 40 },
    ]);
    // "incep" starts Inception: "indep…" and "icep…" are not guessed at.
    expect(guesses.search("incep")).toEqual([27205]);
    // Nothing starts with "imdepen": it is guessed as "indepen…", Independence Day.
    expect(guesses.search("imdepen")).toEqual([602]);
    // "nolan" starts nothing; "noman…" would be No Man's Land's two words joined, and misspelt.
    expect(guesses.search("nolan")).toEqual([]);
    expect(guesses.search("notorius")).toEqual([11349]);
    // A whole word misspelt is still guessed at beside one that matches as typed.
    expect(guesses.search("the dark night")).toEqual([155]);
  });

  it("ignores punctuation and joins split words", () => {
    expect(top("spider man")[0]).toBe(557);
    expect(top("spiderman")[0]).toBe(557);
    expect(top("schindlers list")[0]).toBe(424);
  });

  it("ranks the film the query names exactly above longer titles", () => {
    expect(top("alien")[0]).toBe(348);
    expect(top("aliens")[0]).toBe(679);
    expect(top("the godfather")).toEqual([238, 240]);
  });

  it("breaks ties between equal matches by popularity", () => {
    expect(top("godfather part")[0]).toBe(240);
    expect(index.search("aliens vs")[0]).toBe(440);
  });

  it("returns nothing when a required word matches nothing", () => {
    expect(index.search("godfather zebra")).toEqual([]);
    expect(index.search("!!!")).toEqual([]);
  });

  it("can leave out movies the caller rejects", () => {
    expect(index.search("godfather", (id) => id !== 238)).toEqual([240]);
  });

  it("counts a repeated word as often as it is repeated", () => {
    expect(top("tora tora tora")[0]).toBe(11165);
    expect(top("tora")[0]).toBe(11166);
  });

  it("answers hostile queries with bounded work: only the first words count, and long words match nothing by typo", () => {
    expect(index.search("x".repeat(15_000))).toEqual([]);
    expect(index.search(Array.from({ length: 5_000 }, (_, i) => `w${i}`).join(" "))).toEqual([]);
    expect(top("godfather ".repeat(2_000))[0]).toBe(238);
    // Words past MAX_QUERY_WORDS are not read, so the last one does not have to match.
    expect(top(`${"godfather ".repeat(MAX_QUERY_WORDS)}zebra`)[0]).toBe(238);
  });

  it("forgives typos in words up to MAX_FUZZY_WORD_LENGTH letters; longer ones match exactly or as a prefix", () => {
    const word = "supercalifragilisticexpialidocious";
    expect(word.length).toBeGreaterThan(MAX_FUZZY_WORD_LENGTH);
    expect(top(word)[0]).toBe(11779);
    expect(top(word.slice(0, 30))[0]).toBe(11779);
    expect(top("supercalifragilistc")[0]).toBe(11779);
    expect(index.search(word.replace("docious", "dotious"))).toEqual([]);
  });
});

describe("SearchIndex's first matches", () => {
  // Titles that share a word and match it in different buckets (the whole title, its start, a word
  // within; one word of two, of three), with popularities that cross the buckets' order.
  const titles = ["Night", "Night Train", "Night of the Hunter", "Long Night", "A Night at the Opera", "Night Watch", "Nights", "Knight", "Night Shift", "The Night Of"];
  const many = new SearchIndex(titles.flatMap((title, t) => [0, 1, 2].map((copy) => ({ id: t * 10 + copy, title, originalTitle: title, popularity: ((t * 7 + copy * 3) % 11) + copy }))));

  it("are the first of the whole ranking, in its order, with the count of all it matched", () => {
    for (const query of ["night", "nigh", "nihgt", "night the", "knight"]) {
      const all = many.rank(query);
      expect(all.length, query).toBeGreaterThan(3);
      for (const limit of [0, 1, 2, 3, 5, 8, 13, all.length, all.length + 5]) {
        expect(many.rankTop(query, () => true, limit), `${query}, ${limit}`).toEqual({ total: all.length, top: all.slice(0, limit) });
      }
    }
  });

  it("leave out and do not count what the caller rejects", () => {
    const odd = (id: number) => id % 2 === 1;
    const kept = many.rank("night", odd);
    expect(many.rankTop("night", odd, 4)).toEqual({ total: kept.length, top: kept.slice(0, 4) });
    expect(kept.every((match) => odd(match.id))).toBe(true);
  });
});

describe("SearchIndex typo budget", () => {
  const title = "Zanzibar Xylophone Quarantine Juxtapose Kaleidoscope Labyrinth Mnemonic Obsidian";
  const words = new SearchIndex([{ id: 7, title, originalTitle: title, popularity: 1 }]);

  it(`forgives typos in the first ${MAX_FUZZY_LETTERS} letters of words; later words must be exact or a prefix`, () => {
    expect(words.search("obsidain")).toEqual([7]);
    expect(words.search("zanzibar xylophone quarantine juxtapose kaleidoscope labyrinth mnemonic obsidian")).toEqual([7]);
    expect(words.search("zanzibar xylophone quarantine juxtapose kaleidoscope labyrinth mnemonic obsid")).toEqual([7]);
    expect(words.search("zanzibar xylophone quarantine juxtapose kaleidoscope labyrinth mnemonic obsidain")).toEqual([]);
    expect(words.search("zanzibr xylophone")).toEqual([7]);
  });
});

describe("SearchIndex candidate cap", () => {
  const many: SearchableMovie[] = Array.from({ length: MAX_CANDIDATE_WORDS + 500 }, (_, i) => ({
    id: i + 1, title: `Zebra${String(i).padStart(5, "0")}`, originalTitle: `Zebra${String(i).padStart(5, "0")}`, popularity: i,
  }));
  const crowded = new SearchIndex([...many, { id: 99999, title: "Zebra", originalTitle: "Zebra", popularity: 0 }]);

  it("matches at most MAX_CANDIDATE_WORDS words per query word, keeping the exact match", () => {
    const ids = crowded.search("zebra");
    expect(ids).toHaveLength(MAX_CANDIDATE_WORDS);
    expect(ids[0]).toBe(99999);
  });

  it("still finds any one of them by its whole word", () => {
    expect(crowded.search("zebra02400")[0]).toBe(2401);
  });
});

describe("SearchIndex kept as bytes", () => {
  it("answers every query as the index it was stored from", () => {
    const restored = SearchIndex.fromStored(index.stored())!;
    expect(restored.size).toBe(index.size);
    for (const query of ["godfather", "godfathr", "spiderman", "amelie", "千と千尋", "tora tora", "alien", "the", "matr", "lord of the ring"]) {
      expect(restored.rank(query)).toEqual(index.rank(query));
    }
  });

  it("refuses bytes that are not a stored index, or one made with other options, so the caller builds one", () => {
    expect(SearchIndex.fromStored(index.stored(), { queryStarts: "any word" })).toBeUndefined();
    expect(SearchIndex.fromStored(index.stored(), { joinNeighbours: false })).toBeUndefined();
    expect(SearchIndex.fromStored(Buffer.from([0, 255, 1]))).toBeUndefined();
    expect(SearchIndex.fromStored(serialize({ format: 999 }))).toBeUndefined();
    expect(SearchIndex.fromStored(serialize({ ...deserialize(index.stored()), postingEnd: [1, 2] }))).toBeUndefined();
  });
});
