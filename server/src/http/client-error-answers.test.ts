import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerClientErrors } from "./client-error-answers";
import { openRaw, type RawResponse } from "../test-support/raw-http";
import { SERVER_LIMITS, serverOptions, type ServerLimits } from "./server-limits";

async function startServer(limits: ServerLimits) {
  const app = new Hono();
  app.get("*", (c) => c.json({ ok: true }));
  app.post("*", async (c) => c.json({ received: (await c.req.text()).length }));
  const server = await new Promise<Server>((resolve) => {
    const created = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1", serverOptions: serverOptions(limits) }, () => resolve(created as Server));
  });
  answerClientErrors(server, limits);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise<void>((done) => (server.closeAllConnections(), server.close(() => done()))) };
}

async function exchange(url: string, request: string) {
  const connection = await openRaw(url);
  connection.socket.write(request);
  const response = await connection.response;
  return { response, closed: connection.closed };
}

function expectTmdbError(response: RawResponse, status: number, message: RegExp) {
  expect(response.status).toBe(status);
  expect(response.headers["content-type"]).toBe("application/json;charset=utf-8");
  expect(response.headers.connection).toBe("close");
  const body = JSON.parse(response.body) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(["status_code", "status_message", "success"]);
  expect(body.success).toBe(false);
  expect(body.status_code).toEqual(expect.any(Number));
  expect(body.status_message).toMatch(message);
}

describe("requests too large to read", () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer(SERVER_LIMITS);
  });
  afterAll(() => server.close());

  it("answers headers over 16 KB with 431 and a TMDB-shaped JSON body, then closes the connection", async () => {
    const { response, closed } = await exchange(server.url, `GET /3/movie/popular HTTP/1.1\r\nHost: x\r\nX-Padding: ${"a".repeat(17 * 1024)}\r\n\r\n`);
    expectTmdbError(response, 431, /^Request too large: its URL and headers together can be at most 16 KB\.$/);
    await closed;
  });

  it("answers a URL over 16 KB the same way", async () => {
    const { response } = await exchange(server.url, `GET /3/search/movie?query=${"q".repeat(17 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expectTmdbError(response, 431, /URL and headers/);
  });

  it("answers CONNECT with 405, saying it is not a proxy, and closes the connection", async () => {
    const { response, closed } = await exchange(server.url, "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n");
    expectTmdbError(response, 405, /not a proxy/);
    expect(response.headers.allow).toBe("GET, HEAD, POST, PUT, DELETE, OPTIONS");
    await closed;
  });

  it("serves headers just under the limit as usual", async () => {
    const { response } = await exchange(server.url, `GET /3/movie/popular HTTP/1.1\r\nHost: x\r\nConnection: close\r\nX-Padding: ${"a".repeat(15 * 1024)}\r\n\r\n`);
    expect(response.status).toBe(200);
  });

  it("answers malformed HTTP with 400 in the same shape", async () => {
    const { response } = await exchange(server.url, "NOT HTTP AT ALL\r\n\r\n");
    expectTmdbError(response, 400, /not a well-formed HTTP request/);
  });
});

describe("requests too slow to read", () => {
  // The same mechanism as in production, on a shorter clock so the test does not wait 15 s.
  const limits: ServerLimits = { ...SERVER_LIMITS, headersTimeoutMs: 300, requestTimeoutMs: 600, checkIntervalMs: 50 };
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer(limits);
  });
  afterAll(() => server.close());

  it("ends an upload that stops halfway with 408 and a TMDB-shaped body, and closes the connection", async () => {
    const { response, closed } = await exchange(server.url, `POST /upload HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\n${"b".repeat(10)}`);
    expectTmdbError(response, 408, /^Request timeout: the request was not received in full within 0.6 seconds\.$/);
    await closed;
  });

  it("ends a request whose headers never finish", async () => {
    const { response, closed } = await exchange(server.url, "GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ");
    expectTmdbError(response, 408, /^Request timeout/);
    await closed;
  });

  it("still reads a request sent in good time", async () => {
    const { response } = await exchange(server.url, `POST /upload HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: 10\r\n\r\n${"b".repeat(10)}`);
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ received: 10 });
  });
});
