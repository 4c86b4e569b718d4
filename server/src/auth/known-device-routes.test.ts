import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../test-support/test-database";
import { cookieFrom, GOOD_PASSWORD, startAuthTestServer, uniqueEmail, type AuthTestServer } from "./auth-test-server";
import { DEVICE_COOKIE } from "./known-devices";

interface Listed {
  devices: { id: string; label: string; firstSignIn: string; lastSignIn: string; current: boolean }[];
}

const FIREFOX_ON_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";
const SAFARI_ON_IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

describe.each(DATABASE_KINDS)("the devices an account has signed in from, on %s", (kind) => {
  let server: AuthTestServer;
  beforeAll(async () => {
    server = await startAuthTestServer(kind, { trustProxy: true });
  });
  afterAll(() => server.close());

  let addresses = 0;
  const freshAddress = () => `192.0.2.${++addresses}`;
  /** A new account, made on a Firefox on Windows, then signed in to from a Safari on an iPhone. */
  async function person() {
    const email = uniqueEmail("owner");
    const made = await server.post("/sign-up/email", { email, password: GOOD_PASSWORD, name: "Owner" }, { "User-Agent": FIREFOX_ON_WINDOWS });
    expect(made.status).toBe(200);
    const phone = await server.post("/sign-in/email", { email, password: GOOD_PASSWORD }, { "User-Agent": SAFARI_ON_IPHONE });
    expect(phone.status).toBe(200);
    const { user } = (await made.json()) as { user: { id: string } };
    return { email, id: user.id, desktop: cookieFrom(made), phone: cookieFrom(phone) };
  }
  const list = (cookie: string) => fetch(`${server.url}/api/auth/known-devices`, { headers: { Cookie: cookie } });
  const forget = (cookie: string, id: string) => fetch(`${server.url}/api/auth/known-devices/${id}`, { method: "DELETE", headers: { Cookie: cookie, Origin: server.origin } });
  const signIn = (email: string, password: string, cookie = "") => server.post("/sign-in/email", { email, password }, { "X-Forwarded-For": freshAddress(), ...(cookie ? { Cookie: cookie } : {}) });

  it("lists each device by its browser and system, the last signed in first, marking the one asking", async () => {
    const { phone, desktop } = await person();
    const answer = await list(phone);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const { devices } = (await answer.json()) as Listed;
    expect(devices.map(({ label, current }) => ({ label, current }))).toEqual([
      { label: "Safari on iOS", current: true },
      { label: "Firefox on Windows", current: false },
    ]);
    expect(Date.parse(devices[0]!.lastSignIn)).toBeGreaterThanOrEqual(Date.parse(devices[1]!.lastSignIn));
    expect(((await (await list(desktop)).json()) as Listed).devices.map((d) => d.current)).toEqual([false, true]);
  });

  it("forgets a device its owner names: its sign-ins then count as a stranger's", async () => {
    const { email, phone, desktop } = await person();
    const { devices } = (await (await list(phone)).json()) as Listed;
    const desktopId = devices.find((d) => !d.current)!.id;
    expect((await forget(phone, desktopId)).status).toBe(204);
    expect(((await (await list(phone)).json()) as Listed).devices).toHaveLength(1);
    for (let i = 0; i < 10; i++) expect((await signIn(email, `wrong guess ${i}`)).status).toBe(401);
    expect((await signIn(email, GOOD_PASSWORD, desktop)).status).toBe(429);
    expect((await signIn(email, GOOD_PASSWORD, phone)).status).toBe(200);
  });

  it("answers 404 for another account's device and changes nothing; 401 without a session", async () => {
    const owner = await person();
    const other = await person();
    const [theirs] = ((await (await list(other.phone)).json()) as Listed).devices;
    const refused = await forget(owner.phone, theirs!.id);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ code: "NOT_FOUND", message: "Your account has no such device." });
    expect(((await (await list(other.phone)).json()) as Listed).devices).toHaveLength(2);
    const deviceOnly = owner.phone.split("; ").find((part) => part.startsWith(`${DEVICE_COOKIE}=`))!;
    expect((await list(deviceOnly)).status).toBe(401);
    expect((await forget(deviceOnly, theirs!.id)).status).toBe(401);
  });

  it("forgets every other device once the password is changed, keeping the one that changed it", async () => {
    const { email, phone, desktop } = await person();
    const changed = await server.post("/change-password", { currentPassword: GOOD_PASSWORD, newPassword: "amber lighthouse quartet" }, { Cookie: phone });
    expect(changed.status).toBe(200);
    const { devices } = (await (await list(phone)).json()) as Listed;
    expect(devices.map(({ label, current }) => ({ label, current }))).toEqual([{ label: "Safari on iOS", current: true }]);
    // The desktop that knew the old password is a stranger now: others' failures refuse it.
    for (let i = 0; i < 10; i++) expect((await signIn(email, `wrong guess ${i}`)).status).toBe(401);
    expect((await signIn(email, "amber lighthouse quartet", desktop)).status).toBe(429);
    expect((await signIn(email, "amber lighthouse quartet", phone)).status).toBe(200);
  });

  it("forgets a browser's device for one account when it signs in to another: no device is listed that no browser holds", async () => {
    const first = await person();
    const second = await person();
    const switched = await server.post("/sign-in/email", { email: second.email, password: GOOD_PASSWORD }, { Cookie: first.phone, "User-Agent": SAFARI_ON_IPHONE });
    expect(switched.status).toBe(200);
    expect(((await (await list(first.desktop)).json()) as Listed).devices.map((d) => d.label)).toEqual(["Firefox on Windows"]);
    expect(((await (await list(second.desktop)).json()) as Listed).devices.map((d) => d.label)).toEqual(["Safari on iOS", "Safari on iOS", "Firefox on Windows"]);
  });

  it("forgets every device with the account", async () => {
    const { id, phone } = await person();
    expect((await server.post("/delete-user", { password: GOOD_PASSWORD }, { Cookie: phone })).status).toBe(200);
    const left = await sql<{ count: number | string }>`SELECT count(*) AS count FROM known_device WHERE user_id = ${id}`.execute(server.services.database.tables);
    expect(Number(left.rows[0]!.count)).toBe(0);
  });

  it("stores no image a sign-up sends: the sign-up is refused, saying what is taken, and no account is made", async () => {
    const email = uniqueEmail("avatar");
    const refused = await server.post("/sign-up/email", { email, password: GOOD_PASSWORD, name: "Avatar", image: "javascript:alert(1)" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ code: "NOT_ACCEPTED", message: "Only a name, an email address and a password are taken here." });
    const stored = await sql<{ image: string | null }>`SELECT image FROM "user" WHERE email = ${email}`.execute(server.services.database.tables);
    expect(stored.rows).toEqual([]);
  });

  it("keeps no image however an account is made or changed: one made and renamed by better-auth's own storage has none", async () => {
    const context = await server.services.service.auth.$context;
    const made = await context.internalAdapter.createUser({ email: uniqueEmail("inside"), name: "Inside", emailVerified: false, image: "https://tracker.example/pixel.gif" }, { method: "oauth" });
    expect(made.image ?? null).toBeNull();
    await context.internalAdapter.updateUser(made.id, { name: "Renamed", image: "javascript:alert(1)" });
    const stored = await sql<{ name: string; image: string | null }>`SELECT name, image FROM "user" WHERE id = ${made.id}`.execute(server.services.database.tables);
    expect(stored.rows).toEqual([{ name: "Renamed", image: null }]);
  });
});
