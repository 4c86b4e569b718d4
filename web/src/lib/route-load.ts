import { useEffect } from "react";
import { useLocation, useParams } from "react-router";
import { useMovieStore } from "../stores/movie-store";
import { persistedUiFields, useUiStore } from "../stores/ui-store";
import type { PageRoute } from "./page-route";

/**
 * Runs the route's load whenever its address changes: the one place in the browser that asks for
 * a page's data. The page itself only reads the stores. (On a server-rendered page the load's
 * answers came with the HTML, so running it asks for nothing.)
 */
export function useRouteLoad(route: PageRoute): void {
  const params = useParams();
  const { pathname, search } = useLocation();
  useEffect(() => {
    void route.load?.({ params, searchParams: new URLSearchParams(search), ui: persistedUiFields(useUiStore.getState()), movies: useMovieStore.getState() });
    // The address stands for everything the load reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [route, pathname, search]);
}
