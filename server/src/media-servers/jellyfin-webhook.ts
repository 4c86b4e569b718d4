import { imdbIdOf, notLogged, instantOf, isObject, NOT_TO_THE_END, ONLY_FILMS, textOf, tmdbIdOf, yearOf, type WebhookReading } from "./play-report";

/**
 * Jellyfin's webhook plugin, a "Generic" destination with "Send All Properties": one flat JSON
 * object of the event's properties (NotificationType, ItemType, Name, Year, Provider_tmdb,
 * Provider_imdb, ItemId, UserId, NotificationUsername, PlayedToCompletion, UtcTimestamp…), sent as
 * text/plain unless a Content-Type header is added. A film is logged from its PlaybackStop with
 * PlayedToCompletion; the plugin sends the stop once per user watching.
 */
export function readJellyfinWebhook(document: unknown, receivedAt: Date): WebhookReading {
  if (!isObject(document) || textOf(document.NotificationType) === null) return { kind: "malformed", problem: "This is not a Jellyfin webhook: it has no NotificationType (in the webhook plugin, tick “Send All Properties”)." };
  const title = textOf(document.Name);
  const year = yearOf(document.Year) || null;
  const playedBy = textOf(document.NotificationUsername);
  const ignored = notLogged({ title, year, playedBy });
  const event = textOf(document.NotificationType)!;
  if (event !== "PlaybackStop") return ignored(`Only the end of a play is logged; this was ${event}.`);
  const type = textOf(document.ItemType);
  if (type !== "Movie") return ignored(ONLY_FILMS(type));
  const completed = document.PlayedToCompletion;
  if (completed !== true && completed !== "True" && completed !== "true") return ignored(NOT_TO_THE_END);
  if (title === null) return { kind: "malformed", problem: "This Jellyfin webhook names no film (Name)." };
  return {
    kind: "play",
    play: {
      title,
      year: year ?? "",
      tmdbId: tmdbIdOf(document.Provider_tmdb),
      imdbId: imdbIdOf(document.Provider_imdb),
      itemKey: `${textOf(document.UserId) ?? playedBy ?? ""}:${textOf(document.ItemId) ?? title}`,
      playedBy,
      endedAt: instantOf(document.UtcTimestamp, receivedAt),
    },
  };
}
