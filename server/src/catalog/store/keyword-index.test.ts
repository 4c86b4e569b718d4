import { describe, expect, it } from "vitest";
import { filmTableOf } from "../../test-support/film-table-of";
import { KeywordIndex } from "./keyword-index";

const film = (id: number, keywords: string[]) => ({ id, keywords });

describe("KeywordIndex", () => {
  it("gives each keyword an id derived from its name alone, the same in every catalog", () => {
    const one = new KeywordIndex(filmTableOf([film(1, ["mafia", "italy"]), film(2, ["mafia"])]));
    const other = new KeywordIndex(filmTableOf([film(7, ["sequel", "mafia"])]));
    const [mafia] = one.keywordsOf(["mafia"]);
    expect(mafia!.id).toBeGreaterThan(0);
    expect(other.keywordsOf(["mafia"])).toEqual([mafia]);
    expect(one.keywordsOf(["italy", "mafia", "unknown"]).map((k) => k.name)).toEqual(["italy", "mafia"]);
    expect(one.filmsWith(mafia!.id)).toEqual([1, 2]);
    expect(one.keyword(mafia!.id)).toEqual({ id: mafia!.id, name: "mafia" });
    expect(one.has(424242424)).toBe(false);
  });

  it("never gives two keywords one id", () => {
    const names = Array.from({ length: 20_000 }, (_, i) => `keyword ${i}`);
    const index = new KeywordIndex(filmTableOf([film(1, names)]));
    expect(new Set(index.keywordsOf(names).map((k) => k.id)).size).toBe(names.length);
  });

  it("finds keywords by the title search's rules, those on more films first among equals", () => {
    const index = new KeywordIndex(filmTableOf([film(1, ["time travel", "time loop"]), film(2, ["time loop"]), film(3, ["travel"])]));
    const names = (query: string) => index.search().search(query).map((id) => index.keyword(id)!.name);
    expect(names("time")).toEqual(["time loop", "time travel"]);
    expect(names("tme travle")).toEqual(["time travel"]);
  });
});
