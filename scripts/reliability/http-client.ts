// A plain HTTP client over node:http: exact headers, its own connection when asked, and timing.
import { request as httpRequest, type Agent, type IncomingHttpHeaders, type OutgoingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** Decoded when the server compressed it. */
  body: Buffer;
  /** From sending the request to the end of the answer. */
  ms: number;
}

export interface HttpRequest {
  method?: string;
  path: string;
  headers?: OutgoingHttpHeaders;
  body?: string;
  /** false: a new connection for this request alone (the default); or a shared keep-alive agent. */
  agent?: Agent | false;
  timeoutMs?: number;
}

export function send(base: string, req: HttpRequest): Promise<HttpAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(new URL(req.path, base), { method: req.method ?? "GET", headers: req.headers, agent: req.agent ?? false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        const body = encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, ms: performance.now() - started });
      });
    });
    outgoing.setTimeout(req.timeoutMs ?? 30_000, () => outgoing.destroy(new Error(`no answer to ${req.method ?? "GET"} ${req.path} within ${req.timeoutMs ?? 30_000} ms`)));
    outgoing.on("error", reject);
    outgoing.end(req.body);
  });
}

/** The JSON body of an answer, or undefined when it is not JSON. */
export function jsonOf(answer: { body: Buffer }): unknown {
  try {
    return JSON.parse(answer.body.toString("utf8")) as unknown;
  } catch {
    return undefined;
  }
}

/** `total_results` of a TMDB list answer: the catalog's film count for /3/movie/popular. */
export function totalResults(answer: HttpAnswer): number | undefined {
  const body = jsonOf(answer);
  return typeof body === "object" && body !== null && "total_results" in body && typeof body.total_results === "number" ? body.total_results : undefined;
}
