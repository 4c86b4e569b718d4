import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, type AppState } from "./app";
import { CatalogStore } from "./catalog/store/catalog-store";
import { buildFixtureCatalog } from "./test-support/fixture-catalog";
import { testConfig } from "./test-support/test-config";
import { createFixtureWebRoot, FIXTURE_SCRIPT } from "./test-support/fixture-web-root";
import { listen, type RunningServer } from "./test-support/listen";

/** Node's fetch decompresses transparently; these tests read the raw bytes, so ask for them raw. */
async function rawGet(url: string, headers: Record<string, string> = {}) {
  const { request } = await import("node:http");
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the HTTP server", () => {
  const state: AppState = { accepting: true };
  let running: RunningServer;

  beforeAll(async () => {
    const catalog = new CatalogStore(await buildFixtureCatalog());
    running = await listen(createApp(testConfig({ webRoot: createFixtureWebRoot() }), state, { catalog: () => catalog }));
  });
  afterAll(() => running.close());

  it("serves hashed assets as immutable, brotli-compressed when the client accepts it", async () => {
    const res = await rawGet(`${running.url}/assets/index-abc123.js`, { "accept-encoding": "gzip, br" });
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["vary"]).toBe("Accept-Encoding");
    expect(brotliDecompressSync(res.body).toString()).toBe(FIXTURE_SCRIPT);
  });

  it("serves gzip to clients without brotli and identity to clients without either", async () => {
    const gz = await rawGet(`${running.url}/assets/index-abc123.js`, { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(FIXTURE_SCRIPT);
    const plain = await rawGet(`${running.url}/assets/index-abc123.js`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(FIXTURE_SCRIPT);
  });

  it("answers a conditional request for an unchanged asset with 304", async () => {
    const first = await rawGet(`${running.url}/assets/index-abc123.js`);
    const etag = String(first.headers["etag"]);
    const again = await rawGet(`${running.url}/assets/index-abc123.js`, { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
  });

  it("returns the app shell, revalidated on every visit, for deep links", async () => {
    for (const path of ["/", "/movie/550", "/search", "/sign-in", "/no/such/page"]) {
      const res = await rawGet(`${running.url}${path}`, { "accept-encoding": "br" });
      expect(res.status, path).toBe(200);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(brotliDecompressSync(res.body).toString()).toContain('<div id="root">');
    }
  });

  it("answers 404, not the shell, for a missing file", async () => {
    const res = await rawGet(`${running.url}/assets/missing-123.js`);
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain("<div id=\"root\">");
  });

  it("gives a browser opening an address that looks like a file name the app, and anything else asking for it a 404", async () => {
    const page = await rawGet(`${running.url}/movie/27205.5`, { accept: "text/html,application/xhtml+xml,*/*;q=0.8" });
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<div id="root">');
    const missingFile = await rawGet(`${running.url}/movie/27205.5`, { accept: "image/*,*/*;q=0.8" });
    expect(missingFile.status).toBe(404);
    expect(missingFile.headers.vary).toBe("Accept");
  });

  it("gives the web app its runtime configuration as inert JSON in the shell", async () => {
    const html = await (await fetch(`${running.url}/movie/550`)).text();
    expect(html).toContain('<script type="application/json" id="movieapp-config">{"tmdbBaseUrl":"/3","tmdbApiKey":"movieapp-local-catalog","imageBaseUrl":"/t/p/","clerkPublishableKey":null,"listsAvailable":false,"confirmsEmail":false,"ssoName":null}</script>');
  });

  it("sets the security headers on every response", async () => {
    for (const path of ["/", "/assets/index-abc123.js", "/healthz"]) {
      const res = await fetch(`${running.url}${path}`);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("unsafe-inline");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
  });

  it("reports health while serving and 503 once shutdown begins", async () => {
    const ok = await fetch(`${running.url}/healthz`);
    expect(ok.status).toBe(200);
    // With the catalog's version, so that processes serving different catalogs are noticed.
    expect(await ok.json()).toMatchObject({ status: "ok", catalog: { version: expect.stringMatching(/^fixture-[0-9a-f]{16}$/) as string, movies: 13 } });
    state.accepting = false;
    const stopping = await fetch(`${running.url}/healthz`);
    expect(stopping.status).toBe(503);
    expect(await stopping.json()).toEqual({ status: "shutting-down" });
    state.accepting = true;
  });

  it("once stopping, answers any other request 503 and closes its connection, so the client goes elsewhere", async () => {
    state.accepting = false;
    try {
      for (const path of ["/", "/3/movie/popular?api_key=movieapp-local-catalog", "/api/auth/get-session"]) {
        const answer = await rawGet(`${running.url}${path}`, { Connection: "keep-alive" });
        expect(answer.status, path).toBe(503);
        expect(answer.headers.connection, path).toBe("close");
        expect(answer.headers["retry-after"], path).toBe("1");
        const body = JSON.parse(answer.body.toString("utf8")) as Record<string, unknown>;
        expect(Object.keys(body).sort(), path).toEqual(path.startsWith("/api/") ? ["code", "message"] : ["status_code", "status_message", "success"]);
      }
    } finally {
      state.accepting = true;
    }
    expect((await fetch(`${running.url}/3/movie/popular?api_key=movieapp-local-catalog`)).status).toBe(200);
  });
});

describe("images from another host (IMAGE_BASE_URL)", () => {
  const imageBaseUrl = "http://127.0.0.1:8099/t/p/";
  let running: RunningServer;

  beforeAll(async () => {
    const catalog = new CatalogStore(await buildFixtureCatalog());
    running = await listen(createApp(testConfig({ webRoot: createFixtureWebRoot(), imageBaseUrl }), { accepting: true }, { catalog: () => catalog }));
  });
  afterAll(() => running.close());

  it("points the web app at that host, lets pages load images from it, and has them connect to it at once", async () => {
    const page = await fetch(`${running.url}/movie/550`);
    expect(await page.text()).toContain(`"imageBaseUrl":"${imageBaseUrl}"`);
    expect(page.headers.get("content-security-policy")).toContain("img-src 'self' data: http://127.0.0.1:8099;");
    expect(page.headers.get("link")).toBe("<http://127.0.0.1:8099>; rel=preconnect");
  });

  it("names it as the image host in the catalog's /3/configuration, for other TMDB clients", async () => {
    const answer = await fetch(`${running.url}/3/configuration?api_key=movieapp-local-catalog`);
    expect(((await answer.json()) as { images: { secure_base_url: string } }).images.secure_base_url).toBe(imageBaseUrl);
  });

  it("leaves a page on this server's own images without a preconnect or another image origin", async () => {
    const catalog = new CatalogStore(await buildFixtureCatalog());
    const own = await listen(createApp(testConfig({ webRoot: createFixtureWebRoot() }), { accepting: true }, { catalog: () => catalog }));
    const page = await fetch(`${own.url}/`);
    expect(page.headers.get("link")).toBeNull();
    expect(page.headers.get("content-security-policy")).toContain("img-src 'self' data:;");
    await own.close();
  });
});
