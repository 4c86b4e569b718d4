/**
 * Connections to media servers (`/api/me/media-servers`): each gives a person a webhook address
 * of their own for Jellyfin, Plex or Emby, which logs a viewing in their diary when a film has been
 * played to the end. As the server answers them and the web app reads them.
 */

export const MEDIA_SERVER_KINDS = ["jellyfin", "plex", "emby"] as const;
export type MediaServerKind = (typeof MEDIA_SERVER_KINDS)[number];
export const isMediaServerKind = (kind: string): kind is MediaServerKind => (MEDIA_SERVER_KINDS as readonly string[]).includes(kind);

/** How each kind is named on screen. */
export const MEDIA_SERVER_NAMES: Readonly<Record<MediaServerKind, string>> = { jellyfin: "Jellyfin", plex: "Plex", emby: "Emby" };

/** The events kept per connection, the newest, for the account page to show what came and what it did. */
export const MEDIA_SERVER_EVENTS_KEPT = 20;

/**
 * What became of an event: a viewing logged; a repeat of a play already logged (servers send some
 * twice); something not logged on purpose (an episode, a play stopped early, another event); a film
 * the catalog has no single match for.
 */
export type MediaServerOutcome = "logged" | "repeat" | "ignored" | "not_found";

export interface MediaServerEvent {
  received_at: string;
  outcome: MediaServerOutcome;
  /** Why it was not logged, in words, for "ignored" and "not_found". */
  reason: string | null;
  /** The film as the media server named it, when it named one. */
  title: string | null;
  year: string | null;
  /** The catalog's film that was logged, and the day, for "logged" and "repeat". */
  movie_id: number | null;
  seen_on: string | null;
  /** The media server's user who played it, when it says. */
  played_by: string | null;
}

export interface MediaServerConnection {
  kind: MediaServerKind;
  /** The path of its webhook address, secret included: the page puts the app's origin before it. */
  webhook_path: string;
  created_at: string;
  /** The newest first, at most MEDIA_SERVER_EVENTS_KEPT. */
  events: MediaServerEvent[];
}

/** `GET /api/me/media-servers`: the person's connections, in MEDIA_SERVER_KINDS's order. */
export interface MediaServerConnectionsAnswer {
  connections: MediaServerConnection[];
}

/** `POST /api/webhooks/{kind}/{secret}`'s answer to the media server (which reads only its status). */
export interface WebhookAnswer {
  outcome: MediaServerOutcome;
  message: string;
}
