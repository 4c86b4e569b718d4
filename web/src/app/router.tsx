import { createBrowserRouter, type RouteObject } from "react-router";
import { PageSpinner } from "../components/page-spinner";
import { retryOnce } from "../lib/retry-once";
import { AppLayout } from "./app-layout";
import { RequireSignedIn, RequireSignedOut, UnknownRoute } from "./route-guards";
import { RootLayout } from "./root-layout";
import { RouteError } from "./route-error";

/** Each page's code loads on demand, with the spec's single retry after 1 s. */
const page = <M,>(load: () => Promise<M>, pick: (module: M) => React.ComponentType) => () =>
  retryOnce(load).then((module) => ({ Component: pick(module) }));

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    children: [
      {
        Component: RequireSignedOut,
        children: [
          { path: "/sign-in/*", lazy: page(() => import("../features/auth/sign-in-page"), (m) => m.SignInPage) },
          { path: "/sign-up/*", lazy: page(() => import("../features/auth/sign-up-page"), (m) => m.SignUpPage) },
        ],
      },
      {
        Component: RequireSignedIn,
        children: [
          {
            Component: AppLayout,
            children: [
              { path: "/", lazy: page(() => import("../features/movies/home-page"), (m) => m.HomePage) },
              { path: "/search", lazy: page(() => import("../features/search/search-page"), (m) => m.SearchPage) },
              { path: "/movie/:id", lazy: page(() => import("../features/movie-details/movie-details-page"), (m) => m.MovieDetailsPage) },
            ],
          },
        ],
      },
      { path: "/404", lazy: page(() => import("../features/not-found/not-found-page"), (m) => m.NotFoundPage) },
      { path: "*", Component: UnknownRoute },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
