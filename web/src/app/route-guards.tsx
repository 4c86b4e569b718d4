import { Navigate, Outlet, useLocation } from "react-router";
import { useAuth } from "../auth/use-auth";
import { returnState, useReturnAddress } from "../lib/return-address";

/**
 * Protected pages need a session: signed-out visitors go to /sign-in, which remembers the page
 * they asked for and leads there once they are signed in.
 */
export function RequireSignedIn() {
  const { isSignedIn } = useAuth();
  const { pathname, search, hash } = useLocation();
  return isSignedIn ? <Outlet /> : <Navigate to="/sign-in" replace state={returnState(pathname + search + hash)} />;
}

/** The sign-in and sign-up pages are for signed-out visitors only: a signed-in one goes where the sign-in leads (home unless they were going elsewhere). */
export function RequireSignedOut() {
  const { isSignedIn } = useAuth();
  const returnTo = useReturnAddress();
  return isSignedIn ? <Navigate to={returnTo} replace /> : <Outlet />;
}

/** Any other path: signed-in visitors go to /404, signed-out visitors to /sign-in. */
export function UnknownRoute() {
  const { isSignedIn } = useAuth();
  return <Navigate to={isSignedIn ? "/404" : "/sign-in"} replace />;
}
