import { matchPath, Route, Routes } from "react-router";
import { AppLayout } from "./app-layout";
import { lazyPage, type LazyPage } from "./lazy-page";
import { RequireSignedIn, RequireSignedOut, UnknownRoute } from "./route-guards";
import { RootLayout } from "./root-layout";

/**
 * The app's routes, in React Router's declarative mode: the data router's loaders and actions are
 * not used here, and leaving them out keeps about 17 KB (gzip) out of the first download
 * (docs/decisions/012-first-load-performance.md). Each page's code loads on demand.
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

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<RequireSignedOut />}>
          <Route path="/sign-in/*" element={<SignInPage />} />
          <Route path="/sign-up/*" element={<SignUpPage />} />
        </Route>
        <Route element={<RequireSignedIn />}>
          <Route element={<AppLayout />}>
            <Route path="/" element={<HomePage />} />
            <Route path="/search" element={<SearchPage />} />
            <Route path="/movie/:id" element={<MovieDetailsPage />} />
          </Route>
        </Route>
        <Route path="/404" element={<NotFoundPage />} />
        <Route path="*" element={<UnknownRoute />} />
      </Route>
    </Routes>
  );
}
