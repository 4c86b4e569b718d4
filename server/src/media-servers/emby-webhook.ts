import { imdbIdOf, notLogged, instantOf, isObject, NOT_TO_THE_END, ONLY_FILMS, textOf, tmdbIdOf, yearOf, type WebhookReading } from "./play-report";

/** Emby writes provider names as it likes ("Tmdb", "tmdb", "IMDB"): read them whatever their case. */
function providerId(ids: unknown, provider: string): unknown {
  if (!isObject(ids)) return undefined;
  return Object.entries(ids).find(([name]) => name.toLowerCase() === provider)?.[1];
}

/**
 * Emby's webhooks (Settings, Notifications, Webhooks): a JSON event (`Event`, `Date`, `User`, `Item`
 * with its `ProviderIds`, `PlaybackInfo`), sent as `application/json`, or by older servers as a
 * form whose `data` field holds it. A film is logged from its `playback.stop` with
 * `PlaybackInfo.PlayedToCompletion`.
 */
export function readEmbyWebhook(document: unknown, receivedAt: Date): WebhookReading {
  if (!isObject(document) || textOf(document.Event) === null) return { kind: "malformed", problem: "This is not an Emby webhook: it has no Event." };
  const item = isObject(document.Item) ? document.Item : {};
  const user = isObject(document.User) ? document.User : {};
  const playback = isObject(document.PlaybackInfo) ? document.PlaybackInfo : {};
  const title = textOf(item.Name);
  const year = yearOf(item.ProductionYear) || null;
  const playedBy = textOf(user.Name);
  const ignored = notLogged({ title, year, playedBy });
  const event = textOf(document.Event)!;
  if (event !== "playback.stop") return ignored(`Only the end of a play (playback.stop) is logged; this was ${event}.`);
  const type = textOf(item.Type);
  if (type !== "Movie") return ignored(ONLY_FILMS(type));
  if (playback.PlayedToCompletion !== true) return ignored(NOT_TO_THE_END);
  if (title === null) return { kind: "malformed", problem: "This Emby webhook names no film (Item.Name)." };
  return {
    kind: "play",
    play: {
      title,
      year: year ?? "",
      tmdbId: tmdbIdOf(providerId(item.ProviderIds, "tmdb")),
      imdbId: imdbIdOf(providerId(item.ProviderIds, "imdb")),
      itemKey: `${textOf(user.Id) ?? playedBy ?? ""}:${textOf(item.Id) ?? title}`,
      playedBy,
      endedAt: instantOf(document.Date, receivedAt),
    },
  };
}
