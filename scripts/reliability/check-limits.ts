// Check 2: requests far over the server's bounds (ADR 020) get a clear 4xx with a JSON body,
// at once: a 1 MB query string, a 100 MB sign-up body (declared, and chunked), a 16 KB header.
import { accounted, accountLine, ownMs } from "./cpu-accounting";
import { jsonOf, send } from "./http-client";
import { CATALOG_KEY } from "./project";
import { rawRequest, type RawAnswer } from "./raw-http";
import { CheckReport, type CheckResult } from "./report";
import type { RunningServer } from "./server-process";
import { ms, size } from "./stats";

const FAST_MS = 100;
const BODY_BYTES = 100 * 1024 * 1024;
const PIECE = Buffer.alloc(64 * 1024, "a");

/** 100 MB in 64 KB pieces, made lazily: the sender stops drawing as soon as the server answers. */
function* bodyPieces(chunked: boolean): Generator<Buffer> {
  const frame = chunked ? [Buffer.from(`${PIECE.byteLength.toString(16)}\r\n`), PIECE, Buffer.from("\r\n")] : [PIECE];
  const piece = Buffer.concat(frame);
  for (let sent = 0; sent < BODY_BYTES; sent += PIECE.byteLength) yield piece;
  if (chunked) yield Buffer.from("0\r\n\r\n");
}

export async function checkLimits(server: RunningServer): Promise<CheckResult> {
  const report = new CheckReport("2. Limits: oversized query string, body and header");
  try {
    const host = `Host: 127.0.0.1:${server.port}`;
    // Kept alive, as browsers send it: the server then reads on for up to 500 ms after its answer
    // (ADR 020), so a client still writing reads the 413. With `Connection: close` Node closes the
    // socket once the answer is out, and Node's own client loses the answer to its EPIPE (curl does not).
    const signUpHead = (framing: string) =>
      [`POST /api/auth/sign-up/email HTTP/1.1`, host, "Content-Type: application/json", `Origin: ${server.base}`, framing, "", ""].join("\r\n");
    const cases: Array<[string, () => Promise<RawAnswer>]> = [
      ["1 MB query string", () => rawRequest({ port: server.port, data: `GET /3/search/movie?query=${"a".repeat(1024 * 1024)}&api_key=${CATALOG_KEY} HTTP/1.1\r\n${host}\r\nConnection: close\r\n\r\n` })],
      ["100 MB sign-up body, Content-Length", () => rawRequest({ port: server.port, data: signUpHead(`Content-Length: ${BODY_BYTES}`), stream: bodyPieces(false) })],
      ["100 MB sign-up body, chunked", () => rawRequest({ port: server.port, data: signUpHead("Transfer-Encoding: chunked"), stream: bodyPieces(true) })],
      ["16 KB header", () => rawRequest({ port: server.port, data: `GET /3/movie/popular?api_key=${CATALOG_KEY} HTTP/1.1\r\n${host}\r\nX-Junk: ${"a".repeat(16 * 1024)}\r\nConnection: close\r\n\r\n` })],
    ];
    for (const [name, run] of cases) {
      const timed = await accounted(server, run);
      const answer = timed.value;
      const body = jsonOf(answer);
      const message = typeof body === "object" && body !== null ? JSON.stringify(body) : answer.body.toString("utf8").slice(0, 120) || "(no body)";
      report.figure(`${name}: ${answer.status ?? "no answer"} in ${ms(answer.totalMs)} with ${size(answer.bytesSent)} written${answer.error ? ` (then ${answer.error})` : ""}: ${message}`);
      if (answer.totalMs >= FAST_MS) report.figure(`  took ${accountLine(timed)}`);
      const status = answer.status ?? 0;
      // As in the fuzz check, time the server or this client spent waiting for a CPU is not held against the server.
      report.expect(status >= 400 && status < 500 && typeof body === "object" && body !== null && ownMs(timed) < FAST_MS, `${name}: a 4xx with a JSON body in under ${FAST_MS} ms`);
    }
    const health = await send(server.base, { path: "/healthz" });
    report.expect(server.alive() && health.status === 200, "the server is still up and healthy afterwards");
  } catch (error) {
    report.crashed(error);
  }
  return report.result();
}
