import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { PageSpinner } from "../components/page-spinner";
import { retryOnce } from "../lib/retry-once";
import { RootLayout } from "./root-layout";

/** Each page's code loads on demand, with the spec's single retry after 1 s. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    children: [
      {
        path: "/",
        lazy: () => retryOnce(() => import("../features/movies/home-page")).then((m) => ({ Component: m.HomePage })),
      },
      {
        path: "/404",
        lazy: () => retryOnce(() => import("../features/not-found/not-found-page")).then((m) => ({ Component: m.NotFoundPage })),
      },
      { path: "*", element: <Navigate to="/404" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
