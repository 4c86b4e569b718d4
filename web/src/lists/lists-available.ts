import { runtimeConfig } from "../lib/runtime-config";

/**
 * Whether this app keeps the person's lists. The server keeps them for its own (embedded)
 * accounts; with Clerk it does not verify Clerk's sessions, so /api/me would refuse every request
 * (401) and list controls would only ever fail: with Clerk they are not shown at all.
 */
export const listsAvailable = (): boolean => !runtimeConfig().clerkPublishableKey;
