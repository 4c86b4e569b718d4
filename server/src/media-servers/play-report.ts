/** A film played to the end, as a media server's webhook tells it. */
export interface PlayReport {
  title: string;
  /** "" when the server gives none. */
  year: string;
  tmdbId: number | null;
  imdbId: string | null;
  /** The server's own ids of the item and the user who played it: with the day, what tells one play from another. */
  itemKey: string;
  playedBy: string | null;
  /** When the play ended, as the server says; when it came, if it does not. */
  endedAt: Date;
}

/** What a webhook's document says: a film played to the end, something not logged on purpose (why, in words), or not a webhook of that server. */
export type WebhookReading =
  | { kind: "play"; play: PlayReport }
  | { kind: "ignored"; reason: string; title: string | null; year: string | null; playedBy: string | null }
  | { kind: "malformed"; problem: string };

/** What an event not logged named, for its reasons: `notLogged(named)(reason)`. */
export const notLogged =
  (named: { title: string | null; year: string | null; playedBy: string | null }) =>
  (reason: string): WebhookReading => ({ kind: "ignored", reason, ...named });

export type JsonObject = Record<string, unknown>;
export const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);
export const textOf = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value.trim() : typeof value === "number" && Number.isFinite(value) ? String(value) : null);

/** A year as "1995", from a number or text; "" when there is none. */
export function yearOf(value: unknown): string {
  const text = textOf(value);
  return text !== null && /^\d{4}$/.test(text) ? text : "";
}

/** A TMDB id from text or a number: a whole number from 1. */
export function tmdbIdOf(value: unknown): number | null {
  const text = textOf(value);
  return text !== null && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}

/** An IMDb title id, "tt" and digits. */
export function imdbIdOf(value: unknown): string | null {
  const text = textOf(value);
  return text !== null && /^tt\d{5,10}$/.test(text) ? text : null;
}

/** A server's time stamp, or `fallback` (when the event came) when it has none or it cannot be read. */
export function instantOf(value: unknown, fallback: Date): Date {
  const text = textOf(value);
  if (text === null) return fallback;
  // .NET writes seven digits of a second's fraction; JavaScript reads three at most.
  const time = Date.parse(text.replace(/(\.\d{3})\d+/, "$1"));
  return Number.isNaN(time) ? fallback : new Date(time);
}

/** What a kind of item is called in a reason: "an episode", "a track". */
export function itemInWords(type: string | null): string {
  const known: Record<string, string> = { episode: "an episode", series: "a series", season: "a season", audio: "music", track: "music", musicvideo: "a music video", trailer: "a trailer", video: "a video", show: "a series" };
  return type === null ? "not a film" : (known[type.toLowerCase()] ?? `a ${type.toLowerCase()}`);
}

export const ONLY_FILMS = (type: string | null) => `Only films are logged; this was ${itemInWords(type)}.`;
export const NOT_TO_THE_END = "It was stopped before its end, so it is not logged.";
