import type { MiddlewareHandler } from "hono";
import { authError } from "./auth-error";
import { retryAfterSeconds, storageUnavailableMessage, type StorageWork } from "./storage-failure";
import { watchingStorage } from "./storage-watch";

/**
 * A request (an auth or a lists one) that failed because the storage did (the disk under DATA_DIR full, read-only or
 * failing; the PostgreSQL at DATABASE_URL gone) is answered 503 with a message saying so, instead
 * of better-auth's empty 500 or its "Failed to create user": the client learns it may try again
 * later, and that nothing was wrong with its input.
 */
export function answerStorageFailures(work: StorageWork | ((method: string) => StorageWork)): MiddlewareHandler {
  return async (c, next) => {
    const failure = await watchingStorage(next);
    if (failure && c.res.status >= 400) {
      c.res = authError(503, { code: "STORAGE_UNAVAILABLE", message: storageUnavailableMessage(failure, typeof work === "string" ? work : work(c.req.method)) }, { "Retry-After": String(retryAfterSeconds(failure)) });
    }
  };
}
