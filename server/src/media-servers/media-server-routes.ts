import type { Hono } from "hono";
import { isMediaServerKind, MEDIA_SERVER_KINDS, MEDIA_SERVER_NAMES, type MediaServerConnectionsAnswer } from "../../../common/media-servers";
import { notFound, type ListsEnv } from "../lists/me-answers";
import type { MediaServersStore } from "./media-servers-store";

const noSuchKind = (kind: string) => notFound(`There is no media server "${kind}": MovieApp connects to ${MEDIA_SERVER_KINDS.join(", ")}.`);

/**
 * `/api/me/media-servers`: the person's webhook addresses for Jellyfin, Plex and Emby, each with
 * the newest events that came to it. Each change answers the connections as they now are.
 */
export function addMediaServerRoutes(routes: Hono<ListsEnv>, store: MediaServersStore): void {
  const connections = async (userId: string) => ({ connections: await store.connections(userId) }) satisfies MediaServerConnectionsAnswer;

  routes.get("/api/me/media-servers", async (c) => c.json(await connections(c.get("userId"))));

  routes.put("/api/me/media-servers/:kind", async (c) => {
    const kind = c.req.param("kind");
    if (!isMediaServerKind(kind)) return noSuchKind(kind);
    await store.connect(c.get("userId"), kind);
    return c.json(await connections(c.get("userId")));
  });

  routes.post("/api/me/media-servers/:kind/new-address", async (c) => {
    const kind = c.req.param("kind");
    if (!isMediaServerKind(kind)) return noSuchKind(kind);
    if (!(await store.newAddress(c.get("userId"), kind))) return notFound(`You have not connected ${MEDIA_SERVER_NAMES[kind]}.`);
    return c.json(await connections(c.get("userId")));
  });

  routes.delete("/api/me/media-servers/:kind", async (c) => {
    const kind = c.req.param("kind");
    if (!isMediaServerKind(kind)) return noSuchKind(kind);
    if (!(await store.disconnect(c.get("userId"), kind))) return notFound(`You have not connected ${MEDIA_SERVER_NAMES[kind]}.`);
    return c.body(null, 204);
  });
}
