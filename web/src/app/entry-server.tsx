import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import type { FirstViewModule, FirstViewRequest, RenderedFirstView } from "../../../common/first-view";
import { authUserOf } from "../auth/embedded-auth-client";
import { useAuthStore } from "../auth/auth-store";
import type { AuthUser } from "../auth/auth-types";
import { provideRuntimeConfig } from "../lib/runtime-config";
import { createRequestMovieStore, movieDataOf, useMovieStore, type MovieState } from "../stores/movie-store";
import { readUiCookie } from "../stores/ui-cookie";
import { DEFAULT_UI, useUiStore, type PersistedUi } from "../stores/ui-store";
import { inProcessGet } from "../tmdb/in-process-get";
import { inProcessMeGet } from "../lists/me-api";
import { createMovieService } from "../tmdb/movie-service";
import { AppFrame } from "./app-frame";
import type { FirstView } from "./first-view";
import { AppRoutes, lazyPageOf, matchRoute, pageSource } from "./routes";

/**
 * The server's side of a first view (docs/decisions/014, 019): the route's own load, run against a
 * movie store made for this request over the API answered in process, then the same components as
 * the browser rendered to HTML. Built by Vite into dist/ssr/ and loaded by the server. Null when
 * the page has no first view: not a signed-in page with data, Clerk in use, signed out, or its data
 * failed to load (the browser then loads it and reports the failure as usual).
 */
export const renderFirstView: FirstViewModule["renderFirstView"] = async (request: FirstViewRequest) => {
  const url = new URL(request.url, "http://first-view.invalid");
  const match = matchRoute(url.pathname);
  if (!match?.route.load || match.route.access !== "signed-in" || request.config.clerkPublishableKey) return null;
  const session = await request.session().catch(() => null);
  if (!session) return null;
  provideRuntimeConfig(request.config);
  // The visitor's own settings when their cookie carries them (docs/decisions/016).
  const ui = readUiCookie(request.cookie) ?? DEFAULT_UI;
  // A page whose load met any failure (even one the page leaves out, such as a related row) is not
  // rendered here: the browser loads it itself and shows, or retries, what failed.
  let failed = false;
  const noting = (ask: FirstViewRequest["tmdb"]): FirstViewRequest["tmdb"] => async (path, query) => {
    const answer = await ask(path, query).catch(() => null);
    if (!answer || answer.status >= 400 || answer.body === undefined) failed = true;
    return answer ?? { status: 503, body: undefined };
  };
  // The catalog (or TMDB) and the visitor's own lists, both asked in process.
  const store = createRequestMovieStore(createMovieService(inProcessGet(request.config.tmdbApiKey, noting(request.tmdb)), inProcessMeGet(noting(request.me))));
  await Promise.all([
    match.route.load({ params: match.params, searchParams: url.searchParams, ui, movies: store.getState() }),
    lazyPageOf(match.route).load(),
  ]);
  const movies = movieDataOf(store.getState());
  // Past its deadline the page has gone out without this view: rendering it would be wasted work.
  if (failed || movies.error || Date.now() > request.renderBy) return null;
  const user = authUserOf(session);
  // The server preloads the pictures this markup loads at once from <head>
  // (server/src/page-render/first-image-preloads.ts).
  const html = renderWithStores(request.url, user, ui, movies);
  const answers = store.getState().cachedAnswers();
  const firstView: FirstView = { url: request.url, user, ui, answers: match.route.handOver?.(answers, { params: match.params }) ?? answers };
  return { html, firstView, theme: ui.theme } satisfies RenderedFirstView;
};

export const pageAt: FirstViewModule["pageAt"] = (pathname) => {
  const match = matchRoute(pathname);
  return match && { access: match.route.access, source: pageSource(match.route), namesSomething: match.route.names?.(match.params) ?? true };
};

/**
 * Renders with the app's stores set to this first view, then puts them back. Rendering is
 * synchronous, so requests rendering side by side never see each other's state.
 */
function renderWithStores(url: string, user: AuthUser, ui: PersistedUi, movies: Partial<MovieState>): string {
  const before = { auth: useAuthStore.getState(), ui: useUiStore.getState(), movie: useMovieStore.getState() };
  try {
    useAuthStore.setState({ isLoaded: true, isSignedIn: true, user });
    useUiStore.setState(ui);
    useMovieStore.setState(movies);
    return renderToString(
      <AppFrame>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppFrame>,
    );
  } finally {
    useAuthStore.setState(before.auth, true);
    useUiStore.setState(before.ui, true);
    useMovieStore.setState(before.movie, true);
  }
}
