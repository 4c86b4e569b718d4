import { Hono } from "hono";
import { meError, notFound } from "../lists/me-answers";
import { isShareToken } from "./named-list-input";
import type { NamedListsStore } from "./named-lists-store";

/** What a link that was never made, or whose sharing has stopped, answers: the same, so neither can be told from the other. */
export const NO_SHARED_LIST = "There is no shared list at this address: its owner may have stopped sharing it.";

/**
 * `GET /api/shared-lists/{token}[?page=]`: a list its owner shares, to anyone with the link, signed
 * in or not, read-only: its name, description, films and notes, and the owner's chosen name. Its
 * answers may be kept by no cache, so a list whose sharing stops is gone at once.
 */
export function createSharedListRoutes(store: NamedListsStore): Hono {
  const routes = new Hono();
  routes.get("/api/shared-lists/:token", async (c) => {
    c.header("Cache-Control", "no-store");
    const token = c.req.param("token");
    const rawPage = c.req.query("page") ?? "1";
    if (!/^\d{1,6}$/.test(rawPage) || Number(rawPage) < 1) return meError(400, { code: "INVALID_INPUT", message: "The page must be a whole number from 1." });
    const shared = isShareToken(token) ? await store.shared(token, Number(rawPage)) : undefined;
    return shared ? c.json(shared) : notFound(NO_SHARED_LIST);
  });
  return routes;
}
