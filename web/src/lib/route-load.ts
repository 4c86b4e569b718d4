import { useEffect } from "react";
import { useLocation, useParams } from "react-router";
import { useMovieStore } from "../stores/movie-store";
import { persistedUiFields, useUiStore, type PersistedUi } from "../stores/ui-store";
import type { PageRoute } from "./page-route";

/** What a route's data depends on, as one string: the address, and the saved settings the route reloads on. */
export function loadKeyOf(route: PageRoute, url: string, ui: PersistedUi): string {
  return [url, ...(route.reloadsOn ?? []).map((setting) => String(ui[setting]))].join("\n");
}

/** The load a server-rendered first view already did (its data came with the HTML). */
let loadedByServer: string | null = null;

/** Called before hydrating a first view: the page's first load is already done. */
export function markLoadedByServer(route: PageRoute, url: string, ui: PersistedUi): void {
  loadedByServer = loadKeyOf(route, url, ui);
}

/**
 * Runs the route's load whenever its address or a setting it reloads on changes: the one place in
 * the browser that asks for a page's data. The page itself only reads the stores.
 */
export function useRouteLoad(route: PageRoute): void {
  const params = useParams();
  const { pathname, search } = useLocation();
  const key = useUiStore((ui) => loadKeyOf(route, pathname + search, ui));
  useEffect(() => {
    if (!route.load) return;
    if (key === loadedByServer) return;
    loadedByServer = null;
    void route.load({ params, searchParams: new URLSearchParams(search), ui: persistedUiFields(useUiStore.getState()), movies: useMovieStore.getState() });
    // The key stands for everything the load reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [route, key]);
}
