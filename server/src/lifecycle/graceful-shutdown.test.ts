import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { RequestsInFlight } from "../http/requests-in-flight";
import { shutDownGracefully } from "./graceful-shutdown";

function get(port: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request({ port, host: "127.0.0.1", path: "/", agent: false }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on("error", reject)
      .end();
  });
}

function startSlowServer(delayMs: number, events: string[] = []) {
  const server = createServer((_req, res) => {
    res.on("finish", () => events.push("response sent"));
    setTimeout(() => res.end("finished"), delayMs);
  });
  return new Promise<{ server: typeof server; port: number }>((resolve) => {
    server.listen(0, "127.0.0.1", () => resolve({ server, port: (server.address() as AddressInfo).port }));
  });
}

describe("shutDownGracefully", () => {
  it("lets an in-flight request finish, then closes resources", async () => {
    const events: string[] = [];
    const { server, port } = await startSlowServer(300, events);
    const inFlight = get(port);
    await new Promise((r) => setTimeout(r, 50));
    await shutDownGracefully(server, {
      drainTimeoutMs: 4000,
      closeResources: () => {
        events.push("resources closed");
      },
      onBegin: () => events.push("begin"),
      log: () => undefined,
    });
    await expect(inFlight).resolves.toEqual({ status: 200, body: "finished" });
    expect(events).toEqual(["begin", "response sent", "resources closed"]);
    await expect(get(port)).rejects.toThrow(/ECONNREFUSED/);
  });

  it("cuts requests that outlast the drain timeout", async () => {
    const { server, port } = await startSlowServer(10_000);
    const inFlight = get(port).catch((error: Error) => error.message);
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    const lines: string[] = [];
    await shutDownGracefully(server, { drainTimeoutMs: 200, closeResources: () => undefined, onBegin: () => undefined, log: (l) => lines.push(l) });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await inFlight).toMatch(/socket hang up|ECONNRESET/);
    expect(lines.join("\n")).toContain("drain timeout");
  });

  it("waits for work that outlived its connection before closing resources, within its grace", async () => {
    const { server } = await startSlowServer(0);
    const work = new RequestsInFlight();
    const events: string[] = [];
    // A render still running after its page went out: it ends 100 ms into the stop.
    work.begin();
    setTimeout(() => {
      events.push("work ended");
      work.end();
    }, 100);
    await shutDownGracefully(server, { drainTimeoutMs: 4000, work, workGraceMs: 2000, closeResources: () => void events.push("resources closed"), onBegin: () => undefined, log: () => undefined });
    expect(events).toEqual(["work ended", "resources closed"]);

    // Work that never ends holds the stop no longer than its grace, and says so.
    const { server: second } = await startSlowServer(0);
    const stuck = new RequestsInFlight();
    stuck.begin();
    const lines: string[] = [];
    const started = Date.now();
    await shutDownGracefully(second, { drainTimeoutMs: 4000, work: stuck, workGraceMs: 100, closeResources: () => undefined, onBegin: () => undefined, log: (line) => lines.push(line) });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(lines.join("\n")).toContain("work still running");
  });
});
