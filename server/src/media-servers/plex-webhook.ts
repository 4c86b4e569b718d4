import { imdbIdOf, notLogged, isObject, NOT_TO_THE_END, ONLY_FILMS, textOf, tmdbIdOf, yearOf, type WebhookReading } from "./play-report";

/** A film's ids in Plex's `Guid` list (`imdb://tt0133093`, `tmdb://603`), or its older agents' `guid` (`com.plexapp.agents.imdb://tt0133093?lang=en`). */
function plexIds(metadata: Record<string, unknown>): { tmdbId: number | null; imdbId: string | null } {
  const guids = (Array.isArray(metadata.Guid) ? metadata.Guid : []).flatMap((guid) => (isObject(guid) && typeof guid.id === "string" ? [guid.id] : []));
  const legacy = textOf(metadata.guid);
  if (legacy) guids.push(legacy.replace(/^com\.plexapp\.agents\.themoviedb:/, "tmdb:").replace(/^com\.plexapp\.agents\.imdb:/, "imdb:").replace(/\?.*$/, ""));
  const id = (scheme: string) => guids.find((guid) => guid.startsWith(`${scheme}://`))?.slice(scheme.length + 3);
  return { tmdbId: tmdbIdOf(id("tmdb")), imdbId: imdbIdOf(id("imdb")) };
}

/**
 * Plex's webhooks (a Plex Pass feature): `multipart/form-data` whose `payload` field holds the JSON
 * event (and, for some events, a `thumb` JPEG part). A film is logged from `media.scrobble`, which
 * Plex sends once a play passes 90%. Plex sends its account's every event to the address.
 */
export function readPlexWebhook(document: unknown, receivedAt: Date): WebhookReading {
  if (!isObject(document) || textOf(document.event) === null) return { kind: "malformed", problem: "This is not a Plex webhook: its payload has no event." };
  const metadata = isObject(document.Metadata) ? document.Metadata : {};
  const account = isObject(document.Account) ? document.Account : {};
  const server = isObject(document.Server) ? document.Server : {};
  const title = textOf(metadata.title);
  const year = yearOf(metadata.year) || null;
  const playedBy = textOf(account.title);
  const ignored = notLogged({ title, year, playedBy });
  const event = textOf(document.event)!;
  if (event === "media.stop") return ignored(NOT_TO_THE_END);
  if (event !== "media.scrobble") return ignored(`Only a play past 90% (media.scrobble) is logged; this was ${event}.`);
  const type = textOf(metadata.type);
  if (type !== "movie") return ignored(ONLY_FILMS(type === "track" ? "track" : type));
  if (title === null) return { kind: "malformed", problem: "This Plex webhook names no film (Metadata.title)." };
  const lastViewed = typeof metadata.lastViewedAt === "number" ? new Date(metadata.lastViewedAt * 1000) : receivedAt;
  return {
    kind: "play",
    play: {
      title,
      year: year ?? "",
      ...plexIds(metadata),
      itemKey: `${textOf(account.id) ?? playedBy ?? ""}:${textOf(server.uuid) ?? ""}:${textOf(metadata.ratingKey) ?? title}`,
      playedBy,
      endedAt: lastViewed,
    },
  };
}
