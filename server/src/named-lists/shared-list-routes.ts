import { Hono } from "hono";
import { isShareToken } from "../../../common/named-lists";
import { NOT_A_PAGE, readPageNumber } from "../lists/list-input";
import { invalid, notFound } from "../lists/me-answers";
import type { NamedListsStore } from "./named-lists-store";
import { NO_SHARED_LIST, SHARED_PAGE_STYLE, sharedListHtml } from "./shared-list-page";

export interface SharedListOptions {
  /** The app's public origin (BASE_URL), for the page's own address in its preview tags. */
  baseUrl: string;
  /** The image host's base (`/t/p/` or TMDB's), as the app's pages use it. */
  imageBaseUrl: string;
  /** The page's Content-Security-Policy, allowing its own inline styles (their hashes). */
  policyWithStyles: (hashes: readonly string[]) => string;
}

/**
 * A list its owner shares, to anyone with the link, signed in or not, read-only: its name,
 * description, films and notes, and the name the owner chose. `GET /api/shared-lists/{token}` as
 * JSON; `/shared/{token}` as a page the server writes (shared-list-page.ts). Neither may be kept by
 * a cache, so a list whose sharing stops is gone at once.
 */
export function createSharedListRoutes(store: NamedListsStore, { baseUrl, imageBaseUrl, policyWithStyles }: SharedListOptions): Hono {
  const routes = new Hono();
  const read = (token: string, page: number) => (isShareToken(token) ? store.shared(token, page) : Promise.resolve(undefined));

  routes.get("/api/shared-lists/:token", async (c) => {
    c.header("Cache-Control", "no-store");
    const page = readPageNumber(c.req.query("page"));
    if (page === undefined) return invalid(NOT_A_PAGE);
    const shared = await read(c.req.param("token"), page);
    return shared ? c.json(shared) : notFound(NO_SHARED_LIST);
  });

  routes.get("/shared/:token", async (c) => {
    const token = c.req.param("token");
    // A page the address cannot name shows the first: a person followed a link, not a program.
    const shared = await read(token, readPageNumber(c.req.query("page")) ?? 1);
    c.header("Cache-Control", "no-store");
    c.header("Content-Security-Policy", policyWithStyles([SHARED_PAGE_STYLE.hash]));
    return c.html(sharedListHtml(shared, { imageBaseUrl, pageUrl: `${baseUrl}/shared/${encodeURIComponent(token)}` }), shared ? 200 : 404);
  });
  return routes;
}
