import type { MiddlewareHandler } from "hono";
import { authError } from "./auth-error";
import { storageUnavailableMessage } from "./storage-failure";
import { watchingStorage } from "./storage-watch";

/** How long a client is asked to wait when the disk fails: long enough for an operator to act. */
const RETRY_AFTER_SECONDS = 60;

/**
 * An auth request that failed because the disk under DATA_DIR did (full, read-only, I/O errors)
 * is answered 503 with a message saying so, instead of better-auth's empty 500 or its "Failed to
 * create user": the client learns it may try again later, and that nothing was wrong with its input.
 */
export function answerStorageFailures(): MiddlewareHandler {
  return async (c, next) => {
    const failure = await watchingStorage(next);
    if (failure && c.res.status >= 400) {
      c.res = authError(503, { code: "STORAGE_UNAVAILABLE", message: storageUnavailableMessage(failure) }, { "Retry-After": String(RETRY_AFTER_SECONDS) });
    }
  };
}
