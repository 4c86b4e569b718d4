import type { ServerOptions } from "node:http";

/**
 * What one client may ask of the Node server before any route sees its request. Node's defaults
 * let a client take 60 s to send its headers and 5 minutes to send its request, and look for such
 * clients only every 30 s: a few hundred slow senders could hold every socket. These limits end a
 * slow upload within seconds.
 */
export interface ServerLimits {
  /** The request line (so the URL) and headers together. */
  maxHeaderBytes: number;
  /** From the first byte of a request to the end of its headers. */
  headersTimeoutMs: number;
  /** From the first byte of a request to the end of its body. */
  requestTimeoutMs: number;
  /** How often Node looks for requests over those times. */
  checkIntervalMs: number;
}

export const SERVER_LIMITS: ServerLimits = {
  maxHeaderBytes: 16 * 1024,
  headersTimeoutMs: 10_000,
  // The largest body any route takes is 8 KB (auth); even a slow phone sends that in well under 15 s.
  requestTimeoutMs: 15_000,
  checkIntervalMs: 1_000,
};

export function serverOptions(limits: ServerLimits = SERVER_LIMITS): ServerOptions {
  return {
    maxHeaderSize: limits.maxHeaderBytes,
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    connectionsCheckingInterval: limits.checkIntervalMs,
  };
}
