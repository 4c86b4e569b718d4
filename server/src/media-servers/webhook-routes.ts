import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { localDay } from "../../../common/local-day";
import { isMediaServerKind, MEDIA_SERVER_NAMES, type MediaServerKind, type WebhookAnswer } from "../../../common/media-servers";
import { answerStorageFailures } from "../auth/storage-guard";
import { ListFullError } from "../lists/lists-store";
import type { TmdbGet } from "../lists/match-films";
import { meError } from "../lists/me-answers";
import { viewingDateProblem } from "../lists/viewing-date";
import { readEmbyWebhook } from "./emby-webhook";
import { identifyFilm } from "./identify-film";
import { readJellyfinWebhook } from "./jellyfin-webhook";
import type { MediaServersStore } from "./media-servers-store";
import type { WebhookReading } from "./play-report";
import { readPlexWebhook } from "./plex-webhook";

/** A webhook is one event's JSON; Plex adds a poster (a JPEG of tens of kilobytes) to some. */
export const MAX_WEBHOOK_BYTES = 1024 * 1024;

const READERS: Record<MediaServerKind, (document: unknown, receivedAt: Date) => WebhookReading> = { jellyfin: readJellyfinWebhook, plex: readPlexWebhook, emby: readEmbyWebhook };

const malformed = (message: string) => meError(400, { code: "INVALID_WEBHOOK", message });
const answer = (body: WebhookAnswer) => Response.json(body);

/** The JSON event a request carries, as each server sends it, or what is wrong with it. */
async function documentOf(kind: MediaServerKind, request: Request): Promise<{ document: unknown } | { problem: string }> {
  const type = request.headers.get("Content-Type") ?? "";
  const isForm = /^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(type);
  // Plex sends a form with the event in `payload`; older Emby servers, in `data`; Jellyfin's plugin, the JSON as it is.
  const field = kind === "plex" ? "payload" : kind === "emby" && isForm ? "data" : undefined;
  let text: string;
  try {
    if (field === undefined) text = await request.text();
    else {
      if (!isForm) return { problem: `A ${MEDIA_SERVER_NAMES[kind]} webhook is a form (multipart/form-data) with the event in its "${field}" field.` };
      const value = (await request.formData()).get(field);
      if (typeof value !== "string") return { problem: `This ${MEDIA_SERVER_NAMES[kind]} webhook has no "${field}" field.` };
      text = value;
    }
    return { document: JSON.parse(text) as unknown };
  } catch {
    return { problem: `This ${MEDIA_SERVER_NAMES[kind]} webhook's event is not JSON.` };
  }
}

/**
 * `POST /api/webhooks/{kind}/{secret}`: where Jellyfin, Plex and Emby tell a person's MovieApp that
 * a film was played. The secret in the address says whose it is (an unknown one is refused and
 * nothing is kept); a film played to the end is found in the catalog and logged in the person's
 * diary on the day it ended, once per play however often it is sent; anything else is answered
 * and kept on the connection's list of events with why it logged nothing.
 */
export function createWebhookRoutes({ store, tmdb }: { store: MediaServersStore; tmdb: TmdbGet }): Hono {
  const routes = new Hono();
  routes.use("/api/webhooks/*", bodyLimit({ maxSize: MAX_WEBHOOK_BYTES, onError: () => meError(413, { code: "PAYLOAD_TOO_LARGE", message: `A webhook can be at most ${MAX_WEBHOOK_BYTES / 1024 / 1024} MB.` }) }));
  routes.use("/api/webhooks/*", answerStorageFailures("save changes to your lists"));

  routes.post("/api/webhooks/:kind/:secret", async (c) => {
    const kind = c.req.param("kind");
    const hook = isMediaServerKind(kind) ? await store.hookFor(kind, c.req.param("secret")) : undefined;
    if (!isMediaServerKind(kind) || !hook) return meError(401, { code: "UNAUTHORIZED", message: "This webhook address is not known: copy it again from your account page." });
    const read = await documentOf(kind, c.req.raw);
    if ("problem" in read) return malformed(read.problem);
    const receivedAt = new Date();
    const reading = READERS[kind](read.document, receivedAt);
    if (reading.kind === "malformed") return malformed(reading.problem);
    if (reading.kind === "ignored") {
      await store.record(hook, { outcome: "ignored", reason: reading.reason, title: reading.title, year: reading.year, movie_id: null, seen_on: null, played_by: reading.playedBy, receivedAt });
      return answer({ outcome: "ignored", message: reading.reason });
    }
    const { play } = reading;
    const named = { title: play.title, year: play.year || null, played_by: play.playedBy, receivedAt };
    let film;
    try {
      film = await identifyFilm(tmdb, play);
    } catch {
      // The catalog failed (TMDB through the proxy unreachable): the server may send it again later.
      return meError(503, { code: "CATALOG_UNAVAILABLE", message: "The catalog could not be searched for this film; nothing was logged." });
    }
    // The day it ended in the server's time zone (TZ): a home server's is its people's.
    const seenOn = localDay(play.endedAt);
    const dayProblem = film && viewingDateProblem(seenOn, film.year);
    if (!film || dayProblem) {
      const reason = film ? `${dayProblem} (${seenOn})` : `No single film in the catalog matches “${play.title}”${play.year ? ` (${play.year})` : ""}.`;
      await store.record(hook, { outcome: film ? "ignored" : "not_found", reason, movie_id: null, seen_on: null, ...named });
      return answer({ outcome: film ? "ignored" : "not_found", message: reason });
    }
    // The event names the film as the catalog does, whoever played it.
    const played = { movie_id: film.movie_id, seen_on: seenOn, ...named, title: film.title, year: film.year || null };
    let outcome: "logged" | "repeat";
    try {
      outcome = await store.logPlay(hook, `${play.itemKey}:${seenOn}`, film, seenOn, { outcome: "logged", reason: null, ...played });
    } catch (error) {
      if (!(error instanceof ListFullError)) throw error;
      await store.record(hook, { outcome: "ignored", reason: error.message, ...played });
      return meError(409, { code: "LIST_FULL", message: error.message });
    }
    return answer({ outcome, message: outcome === "logged" ? `Logged ${film.title} as seen on ${seenOn}.` : `${film.title} was logged for this play already.` });
  });
  return routes;
}
