import { Navigate, Outlet, useLocation } from "react-router";
import { useAuthStore } from "../auth/auth-store";
import { useAuth } from "../auth/use-auth";
import { returnState, useReturnAddress } from "../lib/return-address";

/**
 * Protected pages need a session: signed-out visitors go to /sign-in, which remembers the page
 * they asked for (or were on when their session lapsed) and leads there once they are signed in.
 * A person who signed out or deleted their account is not led back to their page: whoever signs
 * in next on this browser starts at home.
 */
export function RequireSignedIn() {
  const { isSignedIn } = useAuth();
  const leftByChoice = useAuthStore((state) => state.leftByChoice);
  const { pathname, search, hash } = useLocation();
  if (isSignedIn) return <Outlet />;
  return <Navigate to="/sign-in" replace state={leftByChoice ? undefined : returnState(pathname + search + hash)} />;
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
