import { startTransition, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { embeddedAuth } from "../auth/embedded-auth";
import { runtimeConfig } from "../lib/runtime-config";
import { useMovieStore } from "../stores/movie-store";
import { hydrateWithServerUi } from "../stores/ui-store";
import { preloadMovieApi } from "../tmdb/movie-api";
import { readFirstView } from "./first-view";
import { AppFrame } from "./app-frame";
import { AppRoutes, lazyPageOf, matchRoute } from "./routes";

const app = (routes: ReactNode) => (
  <AppFrame>
    <BrowserRouter>{routes}</BrowserRouter>
  </AppFrame>
);

/**
 * Renders the app, or hydrates the server's first view. Called by the entry (./boot.ts) once React
 * DOM has run and, on a server-rendered page, the page has had a moment for input
 * (./react-dom-first.ts): calling it, rather than running this at the module's top level, is what
 * puts that pause before it in every module loader.
 */
export function startApp(): void {
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");
  const clerkKey = runtimeConfig().clerkPublishableKey;

  if (clerkKey) {
    // Rendered in the browser: its pages ask for data as soon as they mount.
    preloadMovieApi();
    // Clerk's SDK is large and only needed when Clerk is configured: it loads as its own chunk.
    void import("../auth/clerk/clerk-root").then(({ ClerkRootInRouter }) => {
      createRoot(container).render(
        app(
          <ClerkRootInRouter publishableKey={clerkKey}>
            <AppRoutes />
          </ClerkRootInRouter>,
        ),
      );
    });
  } else {
    const firstView = readFirstView();
    const here = location.pathname + location.search;
    const match = matchRoute(location.pathname);
    const load = match?.route.load;
    if (firstView && match && load && firstView.url === here) {
      // The server rendered this page for this visitor with these settings (docs/decisions/014, 019):
      // take in its session and the answers its load received, run the same load (every answer is
      // then in the cache, so nothing is asked for and the stores end as the server's did), then
      // hydrate its markup. Hydrating inside a transition lets React work in short slices, so the
      // page stays responsive while it becomes interactive. The movie service loads with the first
      // request the visitor's actions make.
      embeddedAuth.adopt(firstView.user);
      hydrateWithServerUi(firstView.ui);
      const movies = useMovieStore.getState();
      movies.adoptCachedAnswers(firstView.answers);
      const loaded = load({ params: match.params, searchParams: new URLSearchParams(location.search), ui: firstView.ui, movies }).catch(() => undefined);
      // If the page's code fails to load, hydrating still brings up the error screen with 'Try Again'.
      void Promise.all([loaded, lazyPageOf(match.route).load().catch(() => undefined)]).then(() => startTransition(() => void hydrateRoot(container, app(<AppRoutes />))));
    } else {
      // Ask for the session before React renders, so the answer is on its way during start-up; the
      // movie service too, as a page rendered in the browser asks for data as soon as it mounts.
      void embeddedAuth.load();
      preloadMovieApi();
      createRoot(container).render(app(<AppRoutes />));
    }
  }
}
