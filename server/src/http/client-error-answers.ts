import type { Server } from "node:http";
import type { Duplex } from "node:stream";
import { SERVER_LIMITS, type ServerLimits } from "./server-limits";

/**
 * TMDB's "The input is not valid." code: TMDB has no code of its own for a request too large or
 * too slow to read, and the catalog's clients need a TMDB-shaped body to show an error at all.
 */
const INVALID_INPUT_CODE = 47;

interface ClientErrorAnswer {
  status: number;
  reason: string;
  message: string;
  /** Headers the status calls for (405's Allow). */
  headers?: Record<string, string>;
}

/** A CONNECT asks the server to be a proxy, which it is not; Node hands such requests to no route. */
const CONNECT_ANSWER: ClientErrorAnswer = {
  status: 405,
  reason: "Method Not Allowed",
  message: "Method not allowed: this server is not a proxy, so it does not accept CONNECT.",
  headers: { Allow: "GET, HEAD, POST, PUT, DELETE, OPTIONS" },
};

function answerFor(code: string | undefined, limits: ServerLimits): ClientErrorAnswer {
  switch (code) {
    case "HPE_HEADER_OVERFLOW":
      return { status: 431, reason: "Request Header Fields Too Large", message: `Request too large: its URL and headers together can be at most ${limits.maxHeaderBytes / 1024} KB.` };
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      return { status: 413, reason: "Payload Too Large", message: "Request too large: its chunk extensions are too long." };
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return { status: 408, reason: "Request Timeout", message: `Request timeout: the request was not received in full within ${limits.requestTimeoutMs / 1000} seconds.` };
    default:
      return { status: 400, reason: "Bad Request", message: "Bad request: this is not a well-formed HTTP request." };
  }
}

/** The whole response, written by hand: Node's parser has given up on the request, so no route can answer. */
export function clientErrorResponse(answer: ClientErrorAnswer): string {
  const body = JSON.stringify({ success: false, status_code: INVALID_INPUT_CODE, status_message: answer.message });
  return [
    `HTTP/1.1 ${answer.status} ${answer.reason}`,
    "Content-Type: application/json;charset=utf-8",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Cache-Control: no-store",
    "X-Content-Type-Options: nosniff",
    ...Object.entries(answer.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    "Connection: close",
    "",
    body,
  ].join("\r\n");
}

/** How long a client that was answered may keep its half of the connection open. */
const LINGER_MS = 1_000;

/**
 * Answers requests Node refuses before any route sees them — headers or a URL over the limit, a
 * request not received in time, malformed HTTP, CONNECT — with a JSON body in TMDB's error shape, instead
 * of Node's bare status line. Listening to 'clientError' replaces Node's own answer, so this does
 * what Node does otherwise: answer only when no response has started on the socket, then close it.
 */
export function answerClientErrors(server: Server, limits: ServerLimits = SERVER_LIMITS): void {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    // Node keeps the response in flight on the socket here; its answer must not be cut into.
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
    if (error.code === "ECONNRESET" || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    socket.end(clientErrorResponse(answerFor(error.code, limits)));
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  });
  // Without a listener Node closes a CONNECT's socket without a word; the client deserves a status.
  server.on("connect", (_request, socket: Duplex) => {
    socket.end(clientErrorResponse(CONNECT_ANSWER));
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  });
}
