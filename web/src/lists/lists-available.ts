import { runtimeConfig } from "../lib/runtime-config";

/**
 * Whether this app keeps the person's lists, as the server says in the runtime config: it keeps
 * them for its own (embedded) accounts, and for Clerk's once it can verify Clerk's session tokens
 * (CLERK_JWT_KEY). Otherwise /api/me would refuse every request (401) and list controls would
 * only ever fail, so they are not shown at all.
 */
export const listsAvailable = (): boolean => runtimeConfig().listsAvailable;
