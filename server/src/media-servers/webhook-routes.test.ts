import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaServerConnectionsAnswer, WebhookAnswer } from "../../../common/media-servers";
import { personOn, startAppOnDatabase, type AppOnDatabase, type Person } from "../test-support/app-on-database";
import { buildCuratedSampleCatalog } from "../test-support/fixture-catalog";
import { openRaw } from "../test-support/raw-http";
import { DATABASE_KINDS } from "../test-support/test-database";
import { localDay } from "../../../common/local-day";
import { MAX_WEBHOOK_BYTES } from "./webhook-routes";

/** A payload as the server documents it, kept in ./fixtures. */
const fixture = (name: string) => readFileSync(join(import.meta.dirname, "fixtures", `${name}.json`), "utf8");

/** Jellyfin's webhook plugin sends its JSON as text/plain unless told otherwise. */
const asJellyfin = (body: string): RequestInit => ({ method: "POST", headers: { "Content-Type": "text/plain; charset=utf-8" }, body });
const asEmby = (body: string): RequestInit => ({ method: "POST", headers: { "Content-Type": "application/json" }, body });
/** Plex: multipart/form-data, the event in `payload`, and a poster in `thumb` for some events. */
function asPlex(payload: string, withThumb = true): RequestInit {
  const form = new FormData();
  form.set("payload", payload);
  if (withThumb) form.set("thumb", new Blob([new Uint8Array(40_000).fill(0xff)], { type: "image/jpeg" }), "thumb.jpg");
  return { method: "POST", body: form };
}

describe.each(DATABASE_KINDS)("films logged from Jellyfin, Plex and Emby (/api/webhooks, /api/me/media-servers), on %s", (kind) => {
  let app: AppOnDatabase;
  let ada: Person;
  beforeAll(async () => {
    app = await startAppOnDatabase(kind, await buildCuratedSampleCatalog());
    ada = await personOn(app, "Ada");
  });
  afterAll(() => app.close());

  const connections = async (person = ada) => ((await (await person("GET", "/media-servers")).json()) as MediaServerConnectionsAnswer).connections;
  const addressOf = async (server: string, person = ada) => {
    const connection = (await connections(person)).find((c) => c.kind === server);
    if (!connection) throw new Error(`${server} is not connected`);
    return `${app.url}${connection.webhook_path}`;
  };
  const send = async (address: string, init: RequestInit) => {
    const response = await fetch(address, init);
    return { status: response.status, body: (await response.json()) as WebhookAnswer & { code?: string } };
  };
  const viewingsOf = async (movieId: number, person = ada) => ((await (await person("GET", `/films/${movieId}`)).json()) as { seen: Array<{ seen_on: string }> }).seen;

  it("gives each server kind one secret address of the person's own, kept until renewed", async () => {
    expect(await connections()).toEqual([]);
    const connected = (await (await ada("PUT", "/media-servers/jellyfin")).json()) as MediaServerConnectionsAnswer;
    expect(connected.connections).toHaveLength(1);
    expect(connected.connections[0]).toMatchObject({ kind: "jellyfin", events: [] });
    expect(connected.connections[0]!.webhook_path).toMatch(/^\/api\/webhooks\/jellyfin\/[A-Za-z0-9_-]{43}$/);
    await ada("PUT", "/media-servers/jellyfin");
    expect((await connections())[0]!.webhook_path).toBe(connected.connections[0]!.webhook_path);
    await ada("PUT", "/media-servers/emby");
    await ada("PUT", "/media-servers/plex");
    expect((await connections()).map((c) => c.kind)).toEqual(["jellyfin", "plex", "emby"]);
    expect((await ada("PUT", "/media-servers/kodi")).status).toBe(404);
  });

  it("logs a film Jellyfin played to the end on the day it ended, once however often it is sent, and says why it logs an early stop or an episode not", async () => {
    const address = await addressOf("jellyfin");
    const played = await send(address, asJellyfin(fixture("jellyfin-movie-played")));
    const day = localDay(new Date("2026-11-28T22:41:07.551Z"));
    expect(played).toEqual({ status: 200, body: { outcome: "logged", message: `Logged Inception as seen on ${day}.` } });
    expect(await send(address, asJellyfin(fixture("jellyfin-movie-played")))).toEqual({ status: 200, body: { outcome: "repeat", message: "Inception was logged for this play already." } });
    expect(await viewingsOf(27205)).toEqual([expect.objectContaining({ seen_on: day })]);

    expect((await send(address, asJellyfin(fixture("jellyfin-movie-stopped-early")))).body).toEqual({ outcome: "ignored", message: "It was stopped before its end, so it is not logged." });
    expect((await send(address, asJellyfin(fixture("jellyfin-episode-played")))).body).toEqual({ outcome: "ignored", message: "Only films are logged; this was an episode." });
    expect(await viewingsOf(27205)).toHaveLength(1);

    const events = (await connections()).find((c) => c.kind === "jellyfin")!.events;
    expect(events.map((event) => [event.outcome, event.title, event.played_by])).toEqual([
      ["ignored", "Ozymandias", "ada"],
      ["ignored", "Inception", "ada"],
      ["repeat", "Inception", "ada"],
      ["logged", "Inception", "ada"],
    ]);
    expect(events[3]).toMatchObject({ movie_id: 27205, seen_on: day, year: "2010", reason: null });
  });

  it("logs one viewing for copies of a play sent at once", async () => {
    const eve = await personOn(app, "Eve");
    await eve("PUT", "/media-servers/emby");
    const address = await addressOf("emby", eve);
    const outcomes = await Promise.all(Array.from({ length: 4 }, () => send(address, asEmby(fixture("emby-movie-stop")))));
    expect(outcomes.map((o) => o.status)).toEqual([200, 200, 200, 200]);
    expect(outcomes.map((o) => o.body.outcome).sort()).toEqual(["logged", "repeat", "repeat", "repeat"]);
    expect(await viewingsOf(129, eve)).toHaveLength(1);
  });

  it("logs Plex's media.scrobble of a film by its TMDB id, or an older agent's IMDb id, and acknowledges its other events", async () => {
    const address = await addressOf("plex");
    expect((await send(address, asPlex(fixture("plex-movie-scrobble")))).body.outcome).toBe("logged");
    expect(await viewingsOf(603)).toEqual([expect.objectContaining({ seen_on: localDay(new Date(1764370867 * 1000)) })]);
    expect((await send(address, asPlex(fixture("plex-movie-scrobble"), false))).body.outcome).toBe("repeat");
    expect((await send(address, asPlex(fixture("plex-movie-scrobble-legacy-agent")))).body.outcome).toBe("logged");
    expect(await viewingsOf(194)).toHaveLength(1);
    expect((await send(address, asPlex(fixture("plex-movie-play")))).body).toEqual({ outcome: "ignored", message: "Only a play past 90% (media.scrobble) is logged; this was media.play." });
    expect((await send(address, asPlex(fixture("plex-episode-scrobble")))).body).toEqual({ outcome: "ignored", message: "Only films are logged; this was an episode." });
    expect(await viewingsOf(603)).toHaveLength(1);
  });

  it("logs Emby's playback.stop played to completion, by ids or by title and year, sent as JSON or as an older server's form", async () => {
    const address = await addressOf("emby");
    expect((await send(address, asEmby(fixture("emby-movie-stop")))).body.outcome).toBe("logged");
    expect(await viewingsOf(129)).toEqual([expect.objectContaining({ seen_on: localDay(new Date("2026-11-28T21:05:44.179Z")) })]);
    // Parasite, with no ids: found by its title and year.
    expect((await send(address, asEmby(fixture("emby-movie-stop-without-ids")))).body.outcome).toBe("logged");
    expect(await viewingsOf(496243)).toHaveLength(1);
    const form = new FormData();
    form.set("data", fixture("emby-movie-stop"));
    expect((await send(address, { method: "POST", body: form })).body.outcome).toBe("repeat");
    expect((await send(address, asEmby(fixture("emby-episode-stop")))).body.message).toBe("Only films are logged; this was an episode.");
    expect((await send(address, asEmby(fixture("emby-movie-marked-played")))).body.message).toBe("Only the end of a play (playback.stop) is logged; this was item.markplayed.");
    expect(await viewingsOf(129)).toHaveLength(1);
  });

  it("keeps a film the catalog has no single match for as an event, logging nothing", async () => {
    const address = await addressOf("emby");
    const unknown = JSON.parse(fixture("emby-movie-stop-without-ids")) as { Item: Record<string, unknown> };
    unknown.Item.Name = "A Film Nobody Made";
    unknown.Item.Id = "77777";
    expect((await send(address, asEmby(JSON.stringify(unknown)))).body).toEqual({ outcome: "not_found", message: "No single film in the catalog matches “A Film Nobody Made” (2019)." });
    expect((await connections()).find((c) => c.kind === "emby")!.events[0]).toMatchObject({ outcome: "not_found", title: "A Film Nobody Made", movie_id: null });
  });

  it("refuses a wrong secret (401), a malformed or oversized payload (400, 413), and logs nothing for them", async () => {
    const bob = await personOn(app, "Bob");
    await bob("PUT", "/media-servers/jellyfin");
    const address = await addressOf("jellyfin", bob);
    const refused = { status: 401, body: { code: "UNAUTHORIZED", message: "This webhook address is not known: copy it again from your account page." } };
    expect(await send(address.replace(/[^/]{6}$/, "AAAAAA"), asJellyfin(fixture("jellyfin-movie-played")))).toEqual(refused);
    // Jellyfin's secret at Plex's address.
    expect(await send(address.replace("/jellyfin/", "/plex/"), asPlex(fixture("plex-movie-scrobble")))).toEqual(refused);
    expect(await send(address.replace("/jellyfin/", "/kodi/"), asJellyfin(fixture("jellyfin-movie-played")))).toEqual(refused);

    expect(await send(address, asJellyfin("{ not json"))).toEqual({ status: 400, body: { code: "INVALID_WEBHOOK", message: "This Jellyfin webhook's event is not JSON." } });
    expect((await send(address, asJellyfin(JSON.stringify({ Name: "Inception" })))).status).toBe(400);
    const plex = await addressOf("plex");
    expect(await send(plex, asEmby(fixture("plex-movie-scrobble")))).toEqual({ status: 400, body: { code: "INVALID_WEBHOOK", message: 'A Plex webhook is a form (multipart/form-data) with the event in its "payload" field.' } });
    // Over the limit, on a connection of its own: the server closes a connection whose body it refuses unread.
    const raw = await openRaw(app.url);
    raw.socket.write(`POST ${new URL(address).pathname} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: ${MAX_WEBHOOK_BYTES + 1}\r\n\r\n`);
    raw.socket.write(fixture("jellyfin-movie-played").slice(0, -2));
    const tooLarge = await raw.response;
    raw.socket.destroy();
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body)).toEqual({ code: "PAYLOAD_TOO_LARGE", message: "A webhook can be at most 1 MB." });

    expect(await viewingsOf(27205, bob)).toEqual([]);
    expect((await connections(bob))[0]!.events).toEqual([]);
  });

  it("a new address stops the old one at once; disconnecting stops it and keeps the viewings it logged", async () => {
    const cleo = await personOn(app, "Cleo");
    await cleo("PUT", "/media-servers/jellyfin");
    const old = await addressOf("jellyfin", cleo);
    expect((await send(old, asJellyfin(fixture("jellyfin-movie-played")))).body.outcome).toBe("logged");
    expect((await cleo("POST", "/media-servers/jellyfin/new-address")).status).toBe(200);
    const renewed = await addressOf("jellyfin", cleo);
    expect(renewed).not.toBe(old);
    expect((await send(old, asJellyfin(fixture("jellyfin-movie-played")))).status).toBe(401);
    expect((await send(renewed, asJellyfin(fixture("jellyfin-movie-played")))).body.outcome).toBe("repeat");

    expect((await cleo("DELETE", "/media-servers/jellyfin")).status).toBe(204);
    expect((await send(renewed, asJellyfin(fixture("jellyfin-movie-played")))).status).toBe(401);
    expect(await connections(cleo)).toEqual([]);
    expect(await viewingsOf(27205, cleo)).toHaveLength(1);
    expect((await cleo("DELETE", "/media-servers/jellyfin")).status).toBe(404);
    expect((await cleo("POST", "/media-servers/plex/new-address")).status).toBe(404);
  });

  it("shows the addresses to a token that may read and write, not to one that may only read (an address writes to the diary)", async () => {
    const token = async (scope: "read" | "write") => ((await (await ada("POST", "/tokens", { name: scope, scope, lifetime_days: 30 })).json()) as { token: string }).token;
    const withToken = async (scope: "read" | "write") => fetch(`${app.url}/api/me/media-servers`, { headers: { Authorization: `Bearer ${await token(scope)}` } });
    const refused = await withToken("read");
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe("READ_ONLY_TOKEN");
    const shown = await withToken("write");
    expect(shown.status).toBe(200);
    expect(((await shown.json()) as MediaServerConnectionsAnswer).connections.map((c) => c.kind)).toEqual(["jellyfin", "plex", "emby"]);
  });

  it("goes with the account: a deleted person's addresses answer 401", async () => {
    const dora = await personOn(app, "Dora");
    await dora("PUT", "/media-servers/plex");
    const address = await addressOf("plex", dora);
    await app.services.lists.forgetPerson(dora.userId);
    expect((await send(address, asPlex(fixture("plex-movie-scrobble")))).status).toBe(401);
  });
});
