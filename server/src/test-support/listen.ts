import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import type { Hono } from "hono";

export interface RunningServer {
  url: string;
  server: Server;
  close: () => Promise<void>;
}

/** Serves a Hono app over real HTTP on a free loopback port, for route tests. */
export function listen(app: Hono): Promise<RunningServer> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        server,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    }) as Server;
    // A test's own work in process (a thousand lists made through the store) can hold the event
    // loop for seconds between two requests; a connection kept open that long must not be closed
    // by the server just as the next request goes out on it (ECONNRESET).
    server.keepAliveTimeout = 60_000;
  });
}
