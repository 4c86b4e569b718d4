import { Hono } from "hono";
import type { ServerConfig } from "./config";
import { securityHeaders } from "./http/security-headers";
import { loadAssetTable } from "./static/asset-table";
import { sendAsset } from "./static/send-asset";
import { isClientRoute, loadSpaShell } from "./static/spa-shell";

export interface AppState {
  /** False once shutdown has begun, so load balancers stop sending work. */
  accepting: boolean;
}

/** Builds the one HTTP application: health, (later) API mounts, then the SPA and its assets. */
export function createApp(config: ServerConfig, state: AppState): Hono {
  const app = new Hono();
  const assets = loadAssetTable(config.webRoot);
  const shell = loadSpaShell(config.webRoot);

  app.use("*", securityHeaders({ https: config.baseUrl.startsWith("https:") }));

  app.get("/healthz", (c) => {
    c.header("Cache-Control", "no-store");
    return state.accepting
      ? c.json({ status: "ok", uptimeSeconds: Math.round(process.uptime()) })
      : c.json({ status: "shutting-down" }, 503);
  });

  app.get("*", (c) => {
    const asset = assets.get(c.req.path);
    if (asset) return sendAsset(c, asset);
    if (isClientRoute(c.req.path)) {
      if (shell) return sendAsset(c, shell);
      return c.text("The web app is not built yet: run `npm run build:web` (npm start does this for you).", 503);
    }
    return c.notFound();
  });

  return app;
}
