import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { listen, type RunningServer } from "../test-support/listen";
import { createAuthRoutes } from "./auth-routes";
import { createAuthService, type AuthService } from "./create-auth";

/** For tests: the auth routes over real HTTP on a free port, with a real SQLite store in a fresh DATA_DIR. */
export interface AuthTestServer {
  url: string;
  origin: string;
  service: AuthService;
  running: RunningServer;
  post: (path: string, body: unknown, headers?: Record<string, string>) => Promise<Response>;
  close: () => Promise<void>;
}

export const TEST_ORIGIN = "http://127.0.0.1:0";
export const GOOD_PASSWORD = "violet hedgehog marmalade";

let counter = 0;
/** An email no other test has used. */
export const uniqueEmail = (label = "person") => `${label}${++counter}-${process.pid}-${Date.now()}@example.com`;

export async function startAuthTestServer(options: { trustProxy?: boolean } = {}): Promise<AuthTestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "movieapp-auth-"));
  const trustProxy = options.trustProxy ?? false;
  const service = await createAuthService({ dataDir, baseUrl: TEST_ORIGIN, trustedOrigins: [TEST_ORIGIN], secret: "test-secret-that-is-at-least-32-characters", trustProxy });
  const running = await listen(createAuthRoutes({ auth: service.auth, trustedOrigins: [TEST_ORIGIN], trustProxy }));
  return {
    url: running.url,
    origin: TEST_ORIGIN,
    service,
    running,
    post: (path, body, headers = {}) =>
      fetch(`${running.url}/api/auth${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: TEST_ORIGIN, ...headers },
        body: JSON.stringify(body),
      }),
    close: async () => {
      await running.close();
      service.close();
    },
  };
}
