import { listen, type RunningServer } from "../test-support/listen";
import { freshPlace, openTestServices, type DatabaseKind, type TestServices } from "../test-support/test-database";
import type { MailChannel } from "../mail/mail-channel";
import { createAuthRoutes } from "./auth-routes";

/** For tests: the auth routes over real HTTP on a free port, on a fresh database of the given kind. */
export interface AuthTestServer {
  url: string;
  origin: string;
  services: TestServices;
  running: RunningServer;
  post: (path: string, body: unknown, headers?: Record<string, string>) => Promise<Response>;
  close: () => Promise<void>;
}

export const TEST_ORIGIN = "http://127.0.0.1:0";
export const GOOD_PASSWORD = "violet hedgehog marmalade";

let counter = 0;
/** An email no other test has used. */
export const uniqueEmail = (label = "person") => `${label}${++counter}-${process.pid}-${Date.now()}@example.com`;

/** The Cookie header a browser sends after this answer: each Set-Cookie's name=value. */
export const cookieFrom = (response: Response): string => response.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");

/** Signs a new account up at the server at `url`, as the app's own pages would, and gives the Cookie header its session needs. */
export async function signUpAt(url: string, name: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: TEST_ORIGIN },
    body: JSON.stringify({ email: uniqueEmail(name.toLowerCase()), password: GOOD_PASSWORD, name }),
  });
  if (response.status !== 200) throw new Error(`Sign-up answered ${response.status}: ${await response.text()}`);
  return cookieFrom(response);
}

export async function startAuthTestServer(kind: DatabaseKind, options: { trustProxy?: boolean; mail?: MailChannel } = {}): Promise<AuthTestServer> {
  const trustProxy = options.trustProxy ?? false;
  const services = await openTestServices(await freshPlace(kind), { baseUrl: TEST_ORIGIN, trustedOrigins: [TEST_ORIGIN], trustProxy, mail: options.mail });
  const running = await listen(createAuthRoutes({ service: services.service, trustedOrigins: [TEST_ORIGIN], trustProxy }));
  return {
    url: running.url,
    origin: TEST_ORIGIN,
    services,
    running,
    post: (path, body, headers = {}) =>
      fetch(`${running.url}/api/auth${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: TEST_ORIGIN, ...headers },
        body: JSON.stringify(body),
      }),
    close: async () => {
      await running.close();
      await services.close();
    },
  };
}
