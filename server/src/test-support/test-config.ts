import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_CATALOG_API_KEY, type ServerConfig } from "../config";

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    host: "127.0.0.1",
    dataDir: mkdtempSync(join(tmpdir(), "movieapp-data-")),
    baseUrl: "http://127.0.0.1:0",
    webRoot: "/nonexistent",
    production: false,
    catalogApiKey: DEFAULT_CATALOG_API_KEY,
    tmdbApiKey: undefined,
    tmdbUpstreamUrl: "https://api.themoviedb.org",
    imageBaseUrl: undefined,
    faultInjection: false,
    passwordHashing: "fast-for-tests",
    trustedOrigins: ["http://127.0.0.1:0"],
    trustProxy: false,
    authSecret: "test-secret-that-is-at-least-32-characters",
    clerkPublishableKey: undefined,
    clerkSessions: undefined,
    shutdownDrainMs: 10_000,
    database: { kind: "sqlite" },
    mail: undefined,
    oidc: undefined,
    backups: undefined,
    ...overrides,
  };
}
