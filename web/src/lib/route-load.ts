import { useEffect } from "react";
import { useLocation, useParams } from "react-router";
import { useMovieStore, type MovieState } from "../stores/movie-store";
import { persistedUiFields, useUiStore } from "../stores/ui-store";
import type { PageContext, PageRoute } from "./page-route";

/** Runs a route's load for an address (its parameters and query) against `movies`: the browser's store, or a lookahead one. */
export function loadRoute(route: PageRoute, params: PageContext["params"], search: string, movies: MovieState): Promise<unknown> | undefined {
  return route.load?.({ params, searchParams: new URLSearchParams(search), ui: persistedUiFields(useUiStore.getState()), movies });
}

/**
 * Runs the route's load whenever its address changes: the one place in the browser that puts a
 * page's data in the stores it reads (a person's intent may have fetched it already:
 * lib/page-on-intent.ts). The page itself only reads the stores. (On a server-rendered page the load's
 * answers came with the HTML, so running it asks for nothing.)
 */
export function useRouteLoad(route: PageRoute): void {
  const params = useParams();
  const { pathname, search } = useLocation();
  useEffect(() => {
    void loadRoute(route, params, search, useMovieStore.getState());
    // The address stands for everything the load reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [route, pathname, search]);
}
