// HTTP written by hand on a TCP socket: node:http refuses to send most of what the fuzz and the
// limits checks need (invalid escapes, raw bytes, odd versions, a 1 MB request line), and stops
// reading once its own request fails, where the server's early answer is the thing to see.
import { connect } from "node:net";

export interface RawAnswer {
  /** The final status (after any 1xx), or null when the connection closed without one. */
  status: number | null;
  headers: Map<string, string>;
  body: Buffer;
  /** From connecting until the answer's first bytes arrived, and until it was complete (or closed). */
  statusMs: number | null;
  totalMs: number;
  /** Request bytes written before the answer arrived. */
  bytesSent: number;
  /** A socket error after (or instead of) the answer, e.g. ECONNRESET. */
  error?: string;
}

export interface RawRequestOptions {
  port: number;
  /** The request head and any body, sent at once. */
  data?: Buffer | string;
  /** Or a body sent piece by piece after `data`, until the server answers or this ends. */
  stream?: Iterable<Buffer>;
  timeoutMs?: number;
}

interface Parsed {
  status: number | null;
  headers: Map<string, string>;
  body: Buffer;
  /** The whole answer is here (its Content-Length reached, or its last chunk). */
  complete: boolean;
}

const STATUS_LINE = /^HTTP\/\d\.\d (\d{3})/;

/** The last non-1xx answer in `bytes`, with a chunked body decoded. */
export function parseAnswer(bytes: Buffer): Parsed {
  let rest = bytes;
  for (;;) {
    const end = rest.indexOf("\r\n\r\n");
    if (end < 0) {
      const status = STATUS_LINE.exec(rest.toString("latin1"))?.[1];
      return { status: status === undefined ? null : Number(status), headers: new Map(), body: Buffer.alloc(0), complete: false };
    }
    const head = rest.subarray(0, end).toString("latin1").split("\r\n");
    const status = STATUS_LINE.exec(head[0] ?? "")?.[1];
    const headers = new Map<string, string>();
    for (const line of head.slice(1)) {
      const colon = line.indexOf(":");
      if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    const body = rest.subarray(end + 4);
    if (status !== undefined && Number(status) >= 100 && Number(status) < 200) {
      rest = body;
      continue;
    }
    if (headers.get("transfer-encoding")?.toLowerCase() === "chunked") {
      const { bytes: decoded, complete } = dechunk(body);
      return { status: status === undefined ? null : Number(status), headers, body: decoded, complete };
    }
    const length = headers.get("content-length");
    return {
      status: status === undefined ? null : Number(status),
      headers,
      body: length !== undefined ? body.subarray(0, Number(length)) : body,
      complete: length !== undefined && body.byteLength >= Number(length),
    };
  }
}

function dechunk(bytes: Buffer): { bytes: Buffer; complete: boolean } {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = bytes.indexOf("\r\n", at);
    if (lineEnd < 0) return { bytes: Buffer.concat(parts), complete: false };
    const size = parseInt(bytes.subarray(at, lineEnd).toString("latin1"), 16);
    if (!Number.isFinite(size)) return { bytes: Buffer.concat(parts), complete: false };
    if (size === 0) return { bytes: Buffer.concat(parts), complete: true };
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/**
 * Sends one request on a new connection and reads its answer: until the answer is complete, or
 * else until the server closes the connection (the requests ask for `Connection: close`; a HEAD
 * answer has a length but no body). A body given as `stream` is written with back-pressure and
 * stops as soon as the answer's first bytes arrive.
 */
export function rawRequest(options: RawRequestOptions): Promise<RawAnswer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = connect({ port: options.port, host: "127.0.0.1" });
    const received: Buffer[] = [];
    let statusMs: number | null = null;
    let bytesSent = 0;
    let error: string | undefined;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      socket.destroy();
      const { complete: _complete, ...answer } = parseAnswer(Buffer.concat(received));
      resolve({ ...answer, statusMs, totalMs: performance.now() - started, bytesSent, ...(error ? { error } : {}) });
    };
    const timer = setTimeout(() => {
      error = `no close within ${options.timeoutMs ?? 10_000} ms`;
      finish();
    }, options.timeoutMs ?? 10_000);
    socket.on("data", (chunk: Buffer) => {
      statusMs ??= performance.now() - started;
      received.push(chunk);
      if (parseAnswer(Buffer.concat(received)).complete) finish();
    });
    socket.on("error", (e: NodeJS.ErrnoException) => {
      error = e.code ?? e.message;
      finish();
    });
    socket.on("close", finish);
    socket.on("end", finish);
    socket.on("connect", () => {
      void (async () => {
        if (options.data !== undefined) {
          bytesSent += Buffer.byteLength(options.data);
          socket.write(options.data);
        }
        for (const piece of options.stream ?? []) {
          if (statusMs !== null || finished) break;
          bytesSent += piece.byteLength;
          if (!socket.write(piece)) await new Promise((drained) => socket.once("drain", drained).once("close", drained));
          // Give the socket's 'data' a turn even when the kernel keeps taking bytes.
          await new Promise((tick) => setImmediate(tick));
        }
      })();
    });
  });
}
