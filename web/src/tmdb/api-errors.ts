/** The two kinds of failure: an API error (message, status, endpoint, optional code) and a network error. */
export type ApiErrorCode = "UNAUTHORIZED" | "NOT_FOUND" | "RATE_LIMITED" | "SERVER_ERROR";

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly endpoint: string,
    readonly code?: ApiErrorCode,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export class NetworkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "NetworkError";
  }
}

export const MESSAGES = {
  timeout: "Request timeout",
  network: "Network error - please check your connection",
  requestFailed: "Request failed",
  unexpected: "An unexpected error occurred",
} as const;

const BY_STATUS: Record<number, { message: string; code: ApiErrorCode }> = {
  401: { message: "Invalid API key", code: "UNAUTHORIZED" },
  404: { message: "Resource not found", code: "NOT_FOUND" },
  429: { message: "Rate limit exceeded", code: "RATE_LIMITED" },
  500: { message: "Server error", code: "SERVER_ERROR" },
};

/** The error for an HTTP failure status: fixed words for 401, 404, 429 and 500, else the server's status_message. */
export function errorForStatus(status: number, endpoint: string, body: unknown, genericMessage?: string): ApiError {
  const known = BY_STATUS[status];
  if (known) return new ApiError(known.message, status, endpoint, known.code);
  const statusMessage = typeof body === "object" && body !== null && "status_message" in body && typeof body.status_message === "string" ? body.status_message : undefined;
  return new ApiError(statusMessage || genericMessage || MESSAGES.requestFailed, status, endpoint);
}

/** Whatever went wrong, as an ApiError or NetworkError; anything unforeseen is 'An unexpected error occurred' (500). */
export function asServiceError(error: unknown, endpoint: string): ApiError | NetworkError {
  if (error instanceof ApiError || error instanceof NetworkError) return error;
  return new ApiError(MESSAGES.unexpected, 500, endpoint);
}
