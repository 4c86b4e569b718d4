import { matchPath, useRoutes, type RouteObject } from "react-router";
import { AppLayout } from "./app-layout";
import { lazyPage, type LazyPage } from "./lazy-page";
import { RequireSignedIn, RequireSignedOut, UnknownRoute } from "./route-guards";
import { RootLayout } from "./root-layout";

/**
 * The app's routes, in React Router's declarative mode: the data router's loaders and actions are
 * not used here, and leaving them out keeps about 17 KB (gzip) out of the first download
 * (docs/decisions/012-first-load-performance.md). Each page's code loads on demand. They are
 * given to `useRoutes` as objects rather than as `<Route>` elements, which spares the first
 * download the code that reads routes out of elements (docs/decisions/017).
 */
const SignInPage = lazyPage(() => import("../features/auth/sign-in-page"), (m) => m.SignInPage);
const SignUpPage = lazyPage(() => import("../features/auth/sign-up-page"), (m) => m.SignUpPage);
const HomePage = lazyPage(() => import("../features/movies/home-page"), (m) => m.HomePage);
const SearchPage = lazyPage(() => import("../features/search/search-page"), (m) => m.SearchPage);
const MovieDetailsPage = lazyPage(() => import("../features/movie-details/movie-details-page"), (m) => m.MovieDetailsPage);
const NotFoundPage = lazyPage(() => import("../features/not-found/not-found-page"), (m) => m.NotFoundPage);

/** The page a signed-in visitor sees at this path, so a server-rendered first view can have its code in before hydrating. */
export function signedInPageFor(pathname: string): LazyPage | undefined {
  if (pathname === "/") return HomePage;
  if (pathname === "/search") return SearchPage;
  if (matchPath("/movie/:id", pathname)) return MovieDetailsPage;
  return undefined;
}

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <RequireSignedOut />,
        children: [
          { path: "/sign-in/*", element: <SignInPage /> },
          { path: "/sign-up/*", element: <SignUpPage /> },
        ],
      },
      {
        element: <RequireSignedIn />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { path: "/", element: <HomePage /> },
              { path: "/search", element: <SearchPage /> },
              { path: "/movie/:id", element: <MovieDetailsPage /> },
            ],
          },
        ],
      },
      { path: "/404", element: <NotFoundPage /> },
      { path: "*", element: <UnknownRoute /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
