import { Hono, type MiddlewareHandler } from "hono";
import { serializeRuntimeConfig, type RuntimeConfig } from "../../common/runtime-config";
import { createCatalogApi } from "./catalog/api/catalog-routes";
import { createImageRoutes } from "./catalog/images/image-routes";
import { createAuthRoutes } from "./auth/auth-routes";
import type { Auth } from "./auth/create-auth";
import type { CatalogStore } from "./catalog/store/catalog-store";
import type { ServerConfig } from "./config";
import { frontendApiOf } from "./http/clerk-csp";
import { compressJson } from "./http/compress-json";
import { FAULT_HEADER, faultInjection } from "./http/fault-injection";
import { dataSecurityHeaders, securityHeaders } from "./http/security-headers";
import { loadAssetTable } from "./static/asset-table";
import { createTmdbProxy } from "./tmdb-proxy/tmdb-proxy";
import { sendAsset } from "./static/send-asset";
import { firstLoadHints, readRouteChunks } from "./static/first-load-hints";
import { createShellRenderer, injectRuntimeConfig, isClientRoute, loadSpaShell } from "./static/spa-shell";
import { inlineStylesheets } from "./static/inline-stylesheet";
import { inProcessFetch, pageWithFirstView, renderWithin } from "./static/first-view";
import type { RenderFirstView } from "../../common/first-view";

export interface AppState {
  /** False once shutdown has begun, so load balancers stop sending work. */
  accepting: boolean;
}

export interface AppServices {
  /** The embedded catalog currently served; absent in TMDB proxy mode. */
  catalog?: () => CatalogStore;
  /** The embedded auth service (absent only in tests that do not need it). */
  auth?: Auth;
  /** Renders signed-in pages' first views (dist/ssr, docs/decisions/014); without it pages start from the splash. */
  renderFirstView?: RenderFirstView;
}

/** TMDB's image host, used in proxy mode. */
export const TMDB_IMAGE_BASE_URL = "https://image.tmdb.org/t/p/";

function runtimeConfigFor(config: ServerConfig): RuntimeConfig {
  // In proxy mode the server adds the real key; the browser's key is dropped, so it is no secret.
  return {
    tmdbBaseUrl: "/3",
    tmdbApiKey: config.catalogApiKey,
    imageBaseUrl: config.tmdbApiKey ? TMDB_IMAGE_BASE_URL : "/t/p/",
    clerkPublishableKey: config.clerkPublishableKey ?? null,
  };
}

/** Builds the one HTTP application: health, the TMDB-compatible API, images, then the SPA. */
export function createApp(config: ServerConfig, state: AppState, services: AppServices): Hono {
  const app = new Hono();
  const assets = loadAssetTable(config.webRoot);
  const clientConfig = runtimeConfigFor(config);
  const runtimeConfig = serializeRuntimeConfig(clientConfig);
  let inlineStyleHashes: string[] = [];
  const shellFor = createShellRenderer(
    loadSpaShell(config.webRoot, (html) => {
      const inlined = inlineStylesheets(html, config.webRoot);
      inlineStyleHashes = inlined.hashes;
      return injectRuntimeConfig(inlined.html, runtimeConfig);
    }),
  );
  const routeChunks = readRouteChunks(config.webRoot);
  /** The first row of Popular on a phone (two posters), from the embedded catalog. */
  const leadPosters = (): (string | null)[] => {
    const catalog = services.catalog?.();
    return catalog ? catalog.byPopularity.slice(0, 2).map((id) => catalog.listItem(id)?.poster_path ?? null) : [];
  };

  const pageHeaders = securityHeaders({
    https: config.baseUrl.startsWith("https:"),
    imageOrigins: config.tmdbApiKey ? [new URL(TMDB_IMAGE_BASE_URL).origin] : [],
    clerkFrontendApi: config.clerkPublishableKey ? frontendApiOf(config.clerkPublishableKey) : undefined,
    inlineStyleHashes,
  });
  const dataHeaders = dataSecurityHeaders();
  const headersFor: MiddlewareHandler = (c, next) =>
    c.req.path.startsWith("/3/") || c.req.path.startsWith("/t/p/") ? dataHeaders(c, next) : pageHeaders(c, next);
  app.use("*", headersFor);

  app.get("/healthz", (c) => {
    c.header("Cache-Control", "no-store");
    return state.accepting
      ? c.json({ status: "ok", uptimeSeconds: Math.round(process.uptime()) })
      : c.json({ status: "shutting-down" }, 503);
  });

  if (config.faultInjection) app.use("/3/*", faultInjection());
  if (config.tmdbApiKey) {
    // The embedded catalog compresses its cached answers itself; proxied answers are compressed here.
    app.use("/3/*", compressJson());
    app.route("/3", createTmdbProxy({ apiKey: config.tmdbApiKey, upstreamUrl: config.tmdbUpstreamUrl }));
  } else if (services.catalog) {
    app.route("/3", createCatalogApi({ apiKey: config.catalogApiKey, catalog: services.catalog }));
    app.route("/t/p", createImageRoutes(services.catalog));
  }

  if (services.auth) {
    app.route("/", createAuthRoutes({ auth: services.auth, trustedOrigins: config.trustedOrigins, trustProxy: config.trustProxy }));
  }

  app.get("*", async (c) => {
    const asset = assets.get(c.req.path);
    if (asset) return sendAsset(c, asset);
    if (isClientRoute(c.req.path)) {
      if (shellFor) {
        const url = new URL(c.req.url);
        const cookie = c.req.header("Cookie");
        const embeddedAuth = services.auth !== undefined && !config.clerkPublishableKey;
        const hasSessionCookie = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/.test(cookie ?? "");
        const hints = (firstViewRendered: boolean) =>
          firstLoadHints(c.req.path, url.searchParams, {
            chunks: routeChunks,
            apiBase: clientConfig.tmdbBaseUrl,
            apiKey: clientConfig.tmdbApiKey,
            embeddedAuth,
            hasSessionCookie,
            imageBase: clientConfig.imageBaseUrl,
            leadPosters: c.req.path === "/" && !config.tmdbApiKey ? leadPosters() : [],
            firstViewRendered,
          });
        if (services.renderFirstView && embeddedAuth && hasSessionCookie) {
          const render = services.renderFirstView;
          const forward = { Cookie: cookie, ...(config.faultInjection ? { [FAULT_HEADER]: c.req.header(FAULT_HEADER) } : {}) };
          const rendered = await renderWithin(() =>
            render({ url: url.pathname + url.search, origin: url.origin, config: clientConfig, fetch: inProcessFetch((request) => app.fetch(request, c.env), forward), cookie: cookie ?? "" }),
          );
          const page = rendered && pageWithFirstView(shellFor.html(hints(true)), rendered);
          if (page) return sendAsset(c, page);
        }
        return sendAsset(c, shellFor(hints(false)));
      }
      return c.text("The web app is not built yet: run `npm run build:web` (npm start does this for you).", 503);
    }
    return c.notFound();
  });

  return app;
}
