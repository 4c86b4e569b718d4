// `npm run dev`: the API server (restarting on change) behind Vite's dev server with hot reload.
// Vite listens on PORT (default 3000) and proxies /3, /api, /t/p and /healthz to the server.
import { spawn } from "node:child_process";

const webPort = process.env.PORT ?? "3000";
const apiPort = process.env.DEV_API_PORT ?? "3001";
const host = process.env.HOST ?? "127.0.0.1";

const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "server/src/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, HOST: "127.0.0.1", BASE_URL: process.env.BASE_URL ?? `http://${host}:${webPort}` },
  }),
  spawn("npx", ["vite", "--config", "web/vite.config.ts", "--port", webPort, "--strictPort", "--host", host], {
    stdio: "inherit",
    env: { ...process.env, DEV_API_PORT: apiPort },
  }),
];

/** @param {NodeJS.Signals} signal */
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
for (const child of children) {
  child.on("exit", (code) => {
    stop("SIGTERM");
    process.exitCode = code ?? 0;
  });
}
