import { matchRoutes, useRoutes, type RouteObject } from "react-router";
import type { ComponentType, ReactNode } from "react";
import type { PageRoute } from "../lib/page-route";
import { whenIntentPreparePage } from "../lib/page-on-intent";
import { loadRoute, useRouteLoad } from "../lib/route-load";
import { useMovieStore } from "../stores/movie-store";
import { AppLayout, OpenPageLayout } from "./app-layout";
import { lazyPage, type LazyPage } from "./lazy-page";
import { RequireSignedIn, RequireSignedOut, UnknownRoute } from "./route-guards";
import { RootLayout } from "./root-layout";
import { ROUTE_TABLE } from "./route-table";

/**
 * The router, derived from the route table. React Router runs in its declarative mode (`useRoutes`
 * with route objects): its data-router code would add about 17 KB (gzip) to the first download
 * (docs/decisions/012), and the route table's own `load` does that job in a few lines.
 */

/** Every page module, each a chunk of its own that loads on demand. */
const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>("../features/*/*-page.tsx");

/** The page module's source, as the build's manifest names it (the server preloads its chunks). */
export const pageSource = (route: PageRoute) => `src/features/${route.page}.tsx`;

const lazyPages = new Map<PageRoute, LazyPage>(
  ROUTE_TABLE.map((route) => {
    const load = PAGE_MODULES[`../features/${route.page}.tsx`];
    if (!load) throw new Error(`The route table names a page that does not exist: features/${route.page}.tsx`);
    return [route, lazyPage(load, (module) => module.default)];
  }),
);

export const lazyPageOf = (route: PageRoute): LazyPage => lazyPages.get(route)!;

// On intent, the page at an address loads its code, and its load runs against a lookahead store
// (stores/movie-store.ts): its answers are kept for the page's own load, and nothing shown changes.
// A failure is left for the page's own load to retry and report.
whenIntentPreparePage((pathname, search) => {
  const match = matchRoute(pathname);
  if (!match) return;
  lazyPageOf(match.route).preload();
  loadRoute(match.route, match.params, search, useMovieStore.lookahead())?.catch(() => undefined);
});

const TABLE_PATHS = ROUTE_TABLE.map((route) => ({ path: route.path, route }));

type RouteMatch = { route: PageRoute; params: Record<string, string | undefined> };
/** The last paths matched (the oldest forgotten first): bounded, since every film's id makes a path. */
const recentMatches = new Map<string, RouteMatch | undefined>();
const RECENT_MATCHES = 100;

/**
 * The route table's entry for this path, with its parameters; undefined for any other path. Ranked
 * as the router ranks them (the most specific pattern wins), so the server renders and preloads
 * the page the browser will show.
 */
export function matchRoute(pathname: string): RouteMatch | undefined {
  if (recentMatches.has(pathname)) return recentMatches.get(pathname);
  const found = matchRoutes(TABLE_PATHS, pathname)?.at(-1);
  // Frozen: every caller (and every server render at the same time) gets the same object.
  const match = found && Object.freeze({ route: found.route.route, params: Object.freeze({ ...found.params }) });
  // The table never changes, so a path's match never does. React Router ranks the whole table
  // anew on every call, and the server asks twice per page (its hints, then its first view).
  if (recentMatches.size >= RECENT_MATCHES) recentMatches.delete(recentMatches.keys().next().value!);
  recentMatches.set(pathname, match);
  return match;
}

/** A page with its data: the route's load runs whenever what it depends on changes. */
function RouteData({ route, children }: { route: PageRoute; children: ReactNode }) {
  useRouteLoad(route);
  return children;
}

const routeObjects = (access: PageRoute["access"]): RouteObject[] =>
  ROUTE_TABLE.filter((route) => route.access === access).map((route) => {
    const Page = lazyPageOf(route);
    return { path: route.path, element: <RouteData route={route}><Page /></RouteData> };
  });

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { element: <RequireSignedOut />, children: routeObjects("signed-out") },
      { element: <RequireSignedIn />, children: [{ element: <AppLayout />, children: routeObjects("signed-in") }] },
      { element: <OpenPageLayout />, children: routeObjects("open") },
      { path: "*", element: <UnknownRoute /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
