import { Hono, type MiddlewareHandler } from "hono";
import { serializeRuntimeConfig, type RuntimeConfig } from "../../common/runtime-config";
import { createCatalogApi } from "./catalog/api/catalog-routes";
import { createImageRoutes } from "./catalog/images/image-routes";
import { createAuthRoutes } from "./auth/auth-routes";
import type { AuthService } from "./auth/create-auth";
import { ClerkSessions } from "./auth/clerk-sessions";
import { createListsRoutes } from "./lists/lists-routes";
import { createWebhookRoutes } from "./media-servers/webhook-routes";
import { createCalendarFeedRoutes } from "./calendar/calendar-routes";
import { API_DESCRIPTION } from "./api-tokens/api-description";
import { catalogFacts, tmdbFacts } from "./stats/film-facts";
import { createSharedListRoutes } from "./named-lists/shared-list-routes";
import type { ListsStore } from "./lists/lists-store";
import type { CatalogStore } from "./catalog/store/catalog-store";
import type { ServerConfig } from "./config";
import { frontendApiOf } from "./http/clerk-csp";
import { compressJson } from "./http/compress-json";
import { appFaultBody, FAULT_HEADER, faultInjection } from "./http/fault-injection";
import { dataSecurityHeaders, securityHeaders } from "./http/security-headers";
import { loadAssetTable } from "./static/asset-table";
import { createTmdbProxy } from "./tmdb-proxy/tmdb-proxy";
import { sendAsset } from "./http/send-asset";
import { firstLoadHints, readPageAssets } from "./page-render/first-load-hints";
import { asksForHtml, createShellRenderer, injectRuntimeConfig, isClientRoute, loadSpaShell } from "./page-render/spa-shell";
import { inlineStylesheets, pageStylesheet, type PageStyle } from "./page-render/inline-stylesheet";
import { scriptsAfterFirstPaint } from "./page-render/scripts-after-paint";
import { FIRST_VIEW_DEADLINE_MS, FIRST_VIEW_START_MS, firstViewPage, renderWithin } from "./page-render/first-view";
import { createRenderQueue } from "./page-render/render-queue";
import { shedLoad } from "./http/shed-load";
import { RequestsInFlight } from "./http/requests-in-flight";
import { openToEveryOrigin } from "./http/open-to-every-origin";
import { inProcessMe, inProcessSession, inProcessTmdb, SESSION_COOKIE } from "./page-render/in-process";
import { sendPrivateHtml } from "./http/send-private-html";
import type { FirstViewModule } from "../../common/first-view";

export interface AppState {
  /** False once shutdown has begun, so load balancers stop sending work. */
  accepting: boolean;
  /** The requests being worked on and the renders they started, for a stop to wait for (main.ts). */
  inFlight?: RequestsInFlight;
}

export interface AppServices {
  /** The embedded catalog currently served; absent in TMDB proxy mode. */
  catalog?: () => CatalogStore;
  /** The embedded auth service (absent only in tests that do not need it). */
  auth?: Pick<AuthService, "auth" | "attempts" | "sessions" | "confirmsEmail" | "devices" | "secureCookies" | "ssoName">;
  /** The people's lists, kept beside their accounts (served at /api/me; with Clerk only once its sessions can be verified). */
  lists?: ListsStore;
  /** The web app's route table and first-view renderer (dist/ssr, docs/decisions/014, 019); without it pages start from the splash. */
  firstViews?: FirstViewModule;
}

/**
 * Requests in progress at once before new ones are refused with 503 (http/shed-load.ts), and the
 * server renders in progress and waiting (page-render/render-queue.ts). A render in progress
 * waits only on the TMDB proxy; in embedded mode renders finish within their turn. Eight renders at
 * once, not sixteen: in the load check (200 visitors) the server rendered as many pages either way
 * (46-47 %, the rest sent as the app shell), and `/healthz`'s p99 was 50-77 ms instead of 59-110.
 */
const MAX_REQUESTS_IN_FLIGHT = 2_000;
const RENDERS_AT_ONCE = 8;
const MAX_RENDERS_WAITING = 1_000;

/** TMDB's image host, used in proxy mode. */
export const TMDB_IMAGE_BASE_URL = "https://image.tmdb.org/t/p/";

/** Where the web app loads images from: IMAGE_BASE_URL when set, else TMDB's image host in proxy mode, else this server's own. */
function imageBaseUrlFor(config: ServerConfig): string {
  return config.imageBaseUrl ?? (config.tmdbApiKey ? TMDB_IMAGE_BASE_URL : "/t/p/");
}

/**
 * Whether /api/me keeps lists for the people this app signs in: with the embedded accounts, or
 * with Clerk once the server can verify Clerk's session tokens (CLERK_JWT_KEY). Without that key
 * it cannot tell who a Clerk user is, and the web app shows no list controls.
 */
function listsKept(config: ServerConfig, services: AppServices): boolean {
  return services.auth !== undefined && services.lists !== undefined && (!config.clerkPublishableKey || config.clerkSessions !== undefined);
}

function runtimeConfigFor(config: ServerConfig, services: AppServices): RuntimeConfig {
  // In proxy mode the server adds the real key; the browser's key is dropped, so it is no secret.
  return {
    tmdbBaseUrl: "/3",
    tmdbApiKey: config.catalogApiKey,
    imageBaseUrl: imageBaseUrlFor(config),
    clerkPublishableKey: config.clerkPublishableKey ?? null,
    listsAvailable: listsKept(config, services),
    confirmsEmail: services.auth?.confirmsEmail ?? false,
    ssoName: config.clerkPublishableKey ? null : (services.auth?.ssoName ?? null),
  };
}

/** Builds the one HTTP application: health, the TMDB-compatible API, images, then the SPA. */
export function createApp(config: ServerConfig, state: AppState, services: AppServices): Hono {
  const app = new Hono();
  const assets = loadAssetTable(config.webRoot);
  const clientConfig = runtimeConfigFor(config, services);
  const runtimeConfig = serializeRuntimeConfig(clientConfig);
  let inlineStyleHashes: string[] = [];
  const shellFor = createShellRenderer(
    loadSpaShell(config.webRoot, (html) => {
      const inlined = inlineStylesheets(html, config.webRoot);
      inlineStyleHashes = inlined.hashes;
      return injectRuntimeConfig(inlined.html, runtimeConfig);
    }),
  );
  const pageAssets = readPageAssets(config.webRoot);
  // Images on another origin (TMDB's, IMAGE_BASE_URL's) are allowed by the page's CSP, and every
  // page asks the browser to connect to that origin at once, before it finds the first image.
  const imageOrigin = URL.canParse(clientConfig.imageBaseUrl) ? new URL(clientConfig.imageBaseUrl).origin : undefined;
  const imageHostLink = imageOrigin && `<${imageOrigin}>; rel=preconnect`;
  // Signed-in pages sent with their first view start the app's scripts only once painted.
  const shellHtml = shellFor?.html("");
  const firstViewShell = shellHtml === undefined ? undefined : scriptsAfterFirstPaint(shellHtml);
  const pageWithFirstView = shellHtml === undefined ? undefined : firstViewPage(firstViewShell?.html ?? shellHtml, firstViewShell?.loader);

  const pageSecurity = securityHeaders({
    https: config.baseUrl.startsWith("https:"),
    imageOrigins: imageOrigin ? [imageOrigin] : [],
    clerkFrontendApi: config.clerkPublishableKey ? frontendApiOf(config.clerkPublishableKey) : undefined,
    inlineStyleHashes,
    inlineScriptHashes: firstViewShell ? [firstViewShell.cspSource] : [],
  });
  const dataHeaders = dataSecurityHeaders();
  const headersFor: MiddlewareHandler = (c, next) =>
    c.req.path.startsWith("/3/") || c.req.path.startsWith("/t/p/") ? dataHeaders(c, next) : pageSecurity.middleware(c, next);
  app.use("*", headersFor);
  // The requests in progress and the renders they started (counted too: a render may outlive its
  // request), for load shedding and for a stop to wait on.
  const work = state.inFlight ?? new RequestsInFlight();
  app.use("*", shedLoad(MAX_REQUESTS_IN_FLIGHT, work));
  // Once stopping, the server takes no new connections; a request that still arrives on a kept-alive
  // one is told to go elsewhere, and the connection is closed so the client's next request goes
  // to a running server. /healthz answers for itself (a load balancer reads its status).
  app.use("*", async (c, next) => {
    if (state.accepting || c.req.path === "/healthz") return next();
    c.header("Connection", "close");
    c.header("Retry-After", "1");
    const message = "The server is stopping; try again.";
    // In the shape each API's clients read: better-auth's and the lists' { code, message }, else TMDB's.
    if (c.req.path.startsWith("/api/")) return c.json({ code: "SHUTTING_DOWN", message }, 503);
    return c.json({ success: false, status_code: 503, status_message: message }, 503);
  });

  app.get("/healthz", (c) => {
    c.header("Cache-Control", "no-store");
    if (!state.accepting) return c.json({ status: "shutting-down" }, 503);
    // The catalog served, by version: processes behind one load balancer that serve different
    // catalogs are told apart here (null in TMDB proxy mode, which has none).
    const catalog = services.catalog?.();
    return c.json({ status: "ok", uptimeSeconds: Math.round(process.uptime()), catalog: catalog ? { version: catalog.version, movies: catalog.filmCount } : null });
  });

  // The TMDB-shaped API, an application of its own so that first views can ask it in process.
  const tmdbApi = new Hono().basePath(clientConfig.tmdbBaseUrl);
  // The embedded catalog is open to pages on any origin, as TMDB's API and image host are, so other
  // TMDB apps run against it unchanged; preflights are answered before any key is asked for. Not in
  // proxy mode (other sites would spend the operator's TMDB key), nor on the app's own pages or /api
  // (their cookies are not for other sites).
  const anyOrigin = openToEveryOrigin();
  if (config.faultInjection) tmdbApi.use("*", faultInjection());
  if (config.tmdbApiKey) {
    // The embedded catalog compresses its cached answers itself; proxied answers are compressed here.
    tmdbApi.use("*", compressJson());
    tmdbApi.route("/", createTmdbProxy({ apiKey: config.tmdbApiKey, upstreamUrl: config.tmdbUpstreamUrl }));
  } else if (services.catalog) {
    tmdbApi.use("*", anyOrigin);
    tmdbApi.route("/", createCatalogApi({ apiKey: config.catalogApiKey, catalog: services.catalog, imageBaseUrl: config.imageBaseUrl }));
    app.use("/t/p/*", anyOrigin);
    app.route("/t/p", createImageRoutes(services.catalog));
  }
  app.route("/", tmdbApi);

  const tmdbFor = inProcessTmdb(tmdbApi, clientConfig.tmdbBaseUrl);
  // The lists' API, an application of its own so that first views of list pages can ask it in process.
  let listsApi: Hono | undefined;
  if (services.auth) {
    app.route("/", createAuthRoutes({ service: services.auth, trustedOrigins: config.trustedOrigins, trustProxy: config.trustProxy }));
    // Imports match their rows with the app's own catalog calls, asked in process with its key.
    const ask = tmdbFor({});
    const tmdb = (path: string, query: URLSearchParams) => ask(path, new URLSearchParams([...query, ["api_key", config.catalogApiKey]]));
    if (services.lists) {
      listsApi = new Hono();
      // Tests make a list change fail as the server would refuse it (the web app's rollback).
      if (config.faultInjection) listsApi.use("/api/me/*", faultInjection(appFaultBody));
      // With Clerk and its key, a person is who Clerk's session token says; else the embedded session's user.
      const sessions = config.clerkSessions ? new ClerkSessions(config.clerkSessions) : services.auth.sessions;
      // Statistics count by the films' facts: the embedded catalog's, read from memory, or TMDB's through the proxy.
      const facts = services.catalog && !config.tmdbApiKey ? catalogFacts(services.catalog) : tmdbFacts(tmdb);
      listsApi.route("/", createListsRoutes({ sessions, store: services.lists, trustedOrigins: config.trustedOrigins, tmdb, facts }));
      // Jellyfin, Plex and Emby tell of plays here; a secret in the address says whose they are.
      listsApi.route("/", createWebhookRoutes({ store: services.lists.mediaServers, tmdb }));
      // Calendar apps read a person's release calendar at an address with a secret of its own.
      listsApi.route("/", createCalendarFeedRoutes({ store: services.lists, facts }));
      // The description of /api/me, for scripts with a personal API token: public, as any API's reference is.
      listsApi.get("/api/openapi.json", (c) => c.json(API_DESCRIPTION));
      listsApi.route("/", createSharedListRoutes(services.lists.named, { baseUrl: config.baseUrl, imageBaseUrl: clientConfig.imageBaseUrl, policyWithStyles: (hashes) => pageSecurity.policyWithStyles(hashes) }));
      app.route("/", listsApi);
    }
  }

  const embeddedAuth = services.auth !== undefined && !config.clerkPublishableKey;
  // A first view carries its page's own stylesheets inline (docs/decisions/040), and a policy that
  // allows them: made once per page module, the first time it is rendered.
  const pageStyles = new Map<string, (PageStyle & { policy: string | undefined }) | undefined>();
  const pageStyleOf = (source: string) => {
    if (!pageStyles.has(source)) {
      const style = pageStylesheet(config.webRoot, pageAssets?.(source).stylesheets ?? []);
      pageStyles.set(source, style && { ...style, policy: style.hash && pageSecurity.policyWithStyles([style.hash]) });
    }
    return pageStyles.get(source);
  };
  const firstViews = services.firstViews;
  const renderQueue = createRenderQueue({ concurrency: RENDERS_AT_ONCE, maxWaiting: MAX_RENDERS_WAITING });
  app.get("*", async (c) => {
    const asset = assets.get(c.req.path);
    if (asset) return sendAsset(c, asset);
    if (!isClientRoute(c.req.path, asksForHtml(c.req.header("Accept")))) {
      // The same path opened as a page gets the app: a cache must not answer a browser's page with this 404.
      c.header("Vary", "Accept");
      return c.notFound();
    }
    if (!shellFor) return c.text("The web app is not built yet: run `npm run build:web` (npm start does this for you).", 503);
    if (imageHostLink) c.header("Link", imageHostLink);
    const page = firstViews?.pageAt(c.req.path);
    const cookie = c.req.header("Cookie") ?? "";
    // A page of something that is not there is answered 404, with the app, which says so: a path
    // no page has, an address that can name nothing of its page's kind ("/movie/abc": the route
    // table's `names`), or a page whose own subject the catalog answered "not found" (a film, a
    // person or a collection it does not have: the API's path the page's address names, "/movie/9"
    // for "/movie/9" or "/movie/9/cast"), so that its first view could not be rendered. Another of
    // its requests failing (a related row) leaves the page found. The catalog's answer is as good
    // as the first view: a visitor signed out (sent to sign in), Clerk, or a render not begun in
    // time get 200 for a film the catalog lacks, and the page that says so. An address that names
    // nothing is 404 for every visitor, signed out too: no one's answer is needed to know it.
    let catalogSaysMissing = false;
    const namesThisPage = (apiPath: string) => c.req.path === apiPath || c.req.path.startsWith(`${apiPath}/`);
    // Only a visitor with a session cookie can be signed in; without one, no first view is tried.
    // An address that names nothing gets no first view: the app says so in the browser.
    if (firstViews && services.auth && embeddedAuth && page?.access === "signed-in" && page.namesSomething && SESSION_COOKIE.test(cookie)) {
      const url = new URL(c.req.url);
      const forward = config.faultInjection ? { [FAULT_HEADER]: c.req.header(FAULT_HEADER) } : {};
      const tmdb = tmdbFor(forward);
      const renderBy = Date.now() + FIRST_VIEW_DEADLINE_MS;
      // Counted on its own: past its deadline the page goes out without it, but it runs on.
      const render = () =>
        work.track(() =>
          firstViews.renderFirstView({
            url: url.pathname + url.search,
            config: clientConfig,
            cookie,
            renderBy,
            session: inProcessSession(services.auth!.sessions, cookie),
            tmdb: async (path, query) => {
              const answer = await tmdb(path, query);
              if (answer.status === 404 && namesThisPage(path)) catalogSaysMissing = true;
              return answer;
            },
            me: inProcessMe(listsApi, { cookie, ...forward }),
          }),
        );
      const rendered = await renderWithin(() => renderQueue.run(render, Date.now() + FIRST_VIEW_START_MS), renderBy - Date.now());
      const style = pageStyleOf(page.source);
      const html = rendered && pageWithFirstView?.(rendered, style?.element);
      if (html) {
        if (style?.policy) c.header("Content-Security-Policy", style.policy);
        return sendPrivateHtml(c, html);
      }
    }
    // Without a session cookie a visitor of a signed-in page is sent to sign in: the code and
    // stylesheets got ready ahead are the sign-in page's (the page's own would go unused). Such a
    // page's shell so depends on the cookie, and says so to caches.
    const dependsOnSession = embeddedAuth && page?.access === "signed-in";
    const signsInFirst = dependsOnSession && !SESSION_COOKIE.test(cookie);
    const shell = shellFor(firstLoadHints(signsInFirst ? firstViews?.pageAt("/sign-in") : page, { assets: pageAssets, embeddedAuth }));
    const missing = firstViews !== undefined && (!page || !page.namesSomething || catalogSaysMissing);
    return sendAsset(c, shell, dependsOnSession ? ["Cookie"] : [], missing ? 404 : 200);
  });

  return app;
}
