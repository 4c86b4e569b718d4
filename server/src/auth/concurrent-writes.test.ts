import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { listen, type RunningServer } from "../test-support/listen";
import { testConfig } from "../test-support/test-config";
import { DATABASE_KINDS, freshPlace, openTestServices, type TestServices } from "../test-support/test-database";
import { GOOD_PASSWORD, TEST_ORIGIN, uniqueEmail } from "./auth-test-server";

/**
 * Sign-ups, sign-ins and list changes arriving together, as on a busy site: a sign-up's transaction
 * reads, hashes the password, then writes, and other writes (counted attempts, lists) land in
 * between. Each must still succeed.
 */
describe.each(DATABASE_KINDS)("writes arriving together, on %s", (kind) => {
  let services: TestServices;
  let running: RunningServer;
  beforeAll(async () => {
    const place = await freshPlace(kind);
    services = await openTestServices(place, { baseUrl: TEST_ORIGIN, trustedOrigins: [TEST_ORIGIN], trustProxy: true });
    running = await listen(createApp(testConfig({ dataDir: place.dataDir, trustProxy: true }), { accepting: true }, { auth: services.service, lists: services.lists }));
  });
  afterAll(async () => {
    await running.close();
    await services.close();
  });

  let address = 0;
  const post = (path: string, body: unknown, cookie = "") =>
    fetch(`${running.url}${path}`, {
      method: path.startsWith("/api/me") ? "PUT" : "POST",
      headers: { "Content-Type": "application/json", Origin: TEST_ORIGIN, Cookie: cookie, "X-Forwarded-For": `198.18.9.${++address}` },
      body: JSON.stringify(body),
    });
  const signUp = (email = uniqueEmail("together")) => post("/api/auth/sign-up/email", { email, password: GOOD_PASSWORD, name: "Together" });

  it("keeps every one of 16 sign-ups, 16 sign-ins and 16 list changes sent at once", async () => {
    const lister = await signUp();
    const cookie = lister.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
    // Sign-ins to 16 accounts (attempts in flight count against their account: one each).
    const existing = Array.from({ length: 16 }, () => uniqueEmail("existing"));
    for (const email of existing) expect((await signUp(email)).status).toBe(200);
    const answers = await Promise.all(
      existing.flatMap((email, i) => [
        signUp(),
        post("/api/auth/sign-in/email", { email, password: GOOD_PASSWORD }),
        post(`/api/me/lists/watchlist/${i + 1}`, { title: `Film ${i + 1}`, year: "2000", poster_path: null }, cookie),
      ]),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const session = await services.service.auth.api.getSession({ headers: new Headers({ Cookie: cookie }) });
    expect(await services.lists.summary(session!.user.id)).toMatchObject({ watchlist: 16 });
  });
});
