import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readPlexWebhook } from "./plex-webhook";

const scrobble = JSON.parse(readFileSync(join(import.meta.dirname, "fixtures", "plex-movie-scrobble.json"), "utf8")) as { Metadata: Record<string, unknown> };
const withMetadata = (changes: Record<string, unknown>) => ({ ...scrobble, Metadata: { ...scrobble.Metadata, Guid: undefined, guid: undefined, ...changes } });
const now = new Date("2026-11-29T12:00:00Z");

describe("a Plex webhook's film", () => {
  it("is named by the Guid list of Plex's own agent, or the guid of an older agent for TMDB or IMDb", () => {
    expect(readPlexWebhook(scrobble, now)).toMatchObject({ kind: "play", play: { title: "The Matrix", year: "1999", tmdbId: 603, imdbId: "tt0133093", playedBy: "ada" } });
    expect(readPlexWebhook(withMetadata({ guid: "com.plexapp.agents.themoviedb://603?lang=en" }), now)).toMatchObject({ play: { tmdbId: 603, imdbId: null } });
    expect(readPlexWebhook(withMetadata({ guid: "com.plexapp.agents.imdb://tt0133093?lang=en" }), now)).toMatchObject({ play: { tmdbId: null, imdbId: "tt0133093" } });
    expect(readPlexWebhook(withMetadata({ guid: "plex://movie/5d7768255af944001f1f6a33" }), now)).toMatchObject({ play: { tmdbId: null, imdbId: null, title: "The Matrix" } });
  });

  it("ended when Plex last saw it played, or when the webhook came", () => {
    expect(readPlexWebhook(scrobble, now)).toMatchObject({ play: { endedAt: new Date(1764370867 * 1000) } });
    expect(readPlexWebhook(withMetadata({ lastViewedAt: undefined }), now)).toMatchObject({ play: { endedAt: now } });
  });

  it("is a play of one item by one account on one server", () => {
    expect(readPlexWebhook(scrobble, now)).toMatchObject({ play: { itemKey: "1:54664a3d8acc39983675640ec9ce00b70af9cc36:1936" } });
  });

  it("is not there for a payload that is not Plex's", () => {
    expect(readPlexWebhook({ Event: "playback.stop" }, now)).toEqual({ kind: "malformed", problem: "This is not a Plex webhook: its payload has no event." });
    expect(readPlexWebhook([], now).kind).toBe("malformed");
  });
});
