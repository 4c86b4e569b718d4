import { useLocation } from "react-router";

/**
 * Where a visitor sent to sign in was going, so that signing in (or up) takes them there rather
 * than home. It travels in the sign-in page's history state, put there by the guard that sent them
 * (app/route-guards.tsx), so no link from elsewhere can choose where a sign-in leads; and only one
 * of the app's own addresses counts: anything else leads home.
 */
export const returnState = (address: string) => ({ returnTo: address });

export function returnAddress(state: unknown): string {
  const to = typeof state === "object" && state !== null ? (state as { returnTo?: unknown }).returnTo : undefined;
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return "/";
  // The sign-in and sign-up pages themselves are where the visitor is, not where they were going.
  return /^\/sign-(in|up)(\/|\?|#|$)/.test(to) ? "/" : to;
}

/** Where the sign-in or sign-up page shown now leads once the visitor is signed in. */
export function useReturnAddress(): string {
  const state: unknown = useLocation().state;
  return returnAddress(state);
}
