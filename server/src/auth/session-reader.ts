/** Who a signed-in request is from, as far as the app's own APIs need to know: the id their data is kept under. */
export interface SignedInOwner {
  user: { id: string };
}

/**
 * How the lists (`/api/me`) learn who is asking: one seam, filled by whichever sign-in the app
 * uses. The embedded accounts' sessions (recent-sessions.ts) or Clerk's session tokens
 * (clerk-sessions.ts); null when the request carries no session that reader accepts.
 */
export interface SessionReader {
  read(headers: Headers): Promise<SignedInOwner | null>;
}
