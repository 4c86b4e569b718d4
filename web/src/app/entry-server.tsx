import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import type { FirstViewRequest, RenderFirstView } from "../../../common/first-view";
import { embeddedAuthClient } from "../auth/embedded-auth-client";
import { useAuthStore } from "../auth/auth-store";
import type { AuthUser } from "../auth/auth-types";
import { ErrorBoundary } from "../components/error-boundary";
import { provideRuntimeConfig } from "../lib/runtime-config";
import { firstViewState, useMovieStore, type FirstViewData } from "../stores/movie-store";
import { readUiCookie } from "../stores/ui-cookie";
import { DEFAULT_UI, useUiStore } from "../stores/ui-store";
import { createHttpClient } from "../tmdb/http-client";
import { createMovieService } from "../tmdb/movie-service";
import { loadFirstView, type FirstView, type PersistedUi } from "./first-view";
import { AppRoutes, signedInPageFor } from "./router";

/**
 * The server's side of a first view (docs/decisions/014): the same components as the browser,
 * rendered to HTML with the session and data the page would fetch first. Built by Vite into
 * dist/ssr/ and loaded by the server, which hands over a `fetch` that answers in-process.
 * Null when the page has no first view: signed out, the auth pages, an unknown path, Clerk in
 * use, or its data failed to load (the browser then loads it and reports the failure as usual).
 */
export const renderFirstView: RenderFirstView = renderFor;

async function renderFor(request: FirstViewRequest): Promise<{ html: string; firstView: FirstView; theme: PersistedUi["theme"] } | null> {
  const { pathname, searchParams } = new URL(request.url, request.origin);
  const page = signedInPageFor(pathname);
  if (!page || request.config.clerkPublishableKey) return null;
  provideRuntimeConfig(request.config);
  const user = await embeddedAuthClient.getSession(request.fetch, request.origin).catch(() => null);
  if (!user) return null;
  const service = createMovieService(
    createHttpClient({ baseUrl: new URL(request.config.tmdbBaseUrl, request.origin).href, apiKey: request.config.tmdbApiKey, fetch: request.fetch, retryLimit: 0 }),
  );
  // The visitor's own settings when their cookie carries them (docs/decisions/016).
  const ui = readUiCookie(request.cookie) ?? DEFAULT_UI;
  const [data] = await Promise.all([loadFirstView(pathname, searchParams, ui, service), page.load()]);
  if (!data) return null;
  // React puts preloads for the page's eager images before its markup. The server's own hints
  // already preload the lead posters in <head>, and markup that is not the app's would not hydrate.
  const html = renderWithStores(request.url, user, ui, data).replace(/^(?:<link rel="preload" as="image"[^>]*\/>)+/, "");
  return { html, firstView: { url: request.url, user, ui, data }, theme: ui.theme };
}

/**
 * Renders with the stores set to this first view, then puts them back. Rendering is synchronous,
 * so requests rendering side by side never see each other's state.
 */
function renderWithStores(url: string, user: AuthUser, ui: PersistedUi, data: FirstViewData): string {
  const before = { auth: useAuthStore.getState(), ui: useUiStore.getState(), movie: useMovieStore.getState() };
  try {
    useAuthStore.setState({ isLoaded: true, isSignedIn: true, user });
    useUiStore.setState(ui);
    useMovieStore.setState(firstViewState(data));
    return renderToString(
      <StrictMode>
        <ErrorBoundary>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </ErrorBoundary>
      </StrictMode>,
    );
  } finally {
    useAuthStore.setState(before.auth, true);
    useUiStore.setState(before.ui, true);
    useMovieStore.setState(before.movie, true);
  }
}
