import { Navigate, Outlet } from "react-router";
import { useAuth } from "../auth/use-auth";

/** Protected pages need a session (signed-out visitors go to /sign-in); the sign-in and sign-up pages are for signed-out visitors only. */
export function RequireSignedIn() {
  const { isSignedIn } = useAuth();
  return isSignedIn ? <Outlet /> : <Navigate to="/sign-in" replace />;
}

export function RequireSignedOut() {
  const { isSignedIn } = useAuth();
  return isSignedIn ? <Navigate to="/" replace /> : <Outlet />;
}

/** Any other path: signed-in visitors go to /404, signed-out visitors to /sign-in. */
export function UnknownRoute() {
  const { isSignedIn } = useAuth();
  return <Navigate to={isSignedIn ? "/404" : "/sign-in"} replace />;
}
