import { existsSync } from "node:fs";
import type { Server } from "node:http";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp, type AppState } from "./app";
import { ConfigError, loadConfig, type ServerConfig } from "./config";
import { shutDownGracefully } from "./lifecycle/graceful-shutdown";

const SHUTDOWN_DRAIN_MS = 4000;

/** The repository root: found by walking up to package.json, so both dist/ and tsx runs work. */
function findProjectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "package.json"))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error("Cannot find the project root (no package.json above the server)");
    dir = parent;
  }
  return dir;
}

function readConfigOrExit(): ServerConfig {
  try {
    return loadConfig(process.env, { cwd: process.cwd(), webRoot: resolve(findProjectRoot(), "dist/web") });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function listeningUrl(config: ServerConfig, server: Server): string {
  if (process.env.BASE_URL) return config.baseUrl;
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  return new URL(config.baseUrl).protocol + "//" + new URL(config.baseUrl).hostname + ":" + String(port);
}

const config = readConfigOrExit();
const state: AppState = { accepting: true };
const app = createApp(config, state);

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => {
  console.log(`MovieApp is serving on ${listeningUrl(config, server)}`);
}) as Server; // serve() creates a plain http.Server unless told to use http2


server.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EADDRINUSE") console.error(`Invalid configuration: PORT ${config.port} is already in use on ${config.host}`);
  else if (error.code === "EADDRNOTAVAIL" || error.code === "ENOTFOUND") console.error(`Invalid configuration: HOST "${config.host}" is not an address of this machine`);
  else console.error(`Server error: ${error.message}`);
  process.exit(1);
});

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing open requests, then stopping`);
    void shutDownGracefully(server, {
      drainTimeoutMs: SHUTDOWN_DRAIN_MS,
      closeResources: () => undefined,
      onBegin: () => {
        state.accepting = false;
      },
      log: (line) => console.log(line),
    }).then(() => {
      console.log("Stopped");
      process.exit(0);
    });
  });
}
