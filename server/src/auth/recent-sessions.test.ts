import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GOOD_PASSWORD, startAuthTestServer, uniqueEmail, type AuthTestServer } from "./auth-test-server";

describe("the sessions the app remembers for a few seconds", () => {
  let server: AuthTestServer;
  beforeAll(async () => {
    server = await startAuthTestServer("sqlite");
  });
  afterAll(() => server.close());

  async function signedUpCookie(): Promise<string> {
    const response = await server.post("/sign-up/email", { email: uniqueEmail("recent"), password: GOOD_PASSWORD, name: "Ada Lovelace" });
    expect(response.status).toBe(200);
    return response.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
  }

  it("read a session once for a page and the requests that follow it", async () => {
    const cookie = await signedUpCookie();
    const { sessions, auth } = server.services.service;
    const lookups = vi.spyOn(auth.api, "getSession");
    const first = await sessions.read(new Headers({ cookie }));
    const again = await sessions.read(new Headers({ cookie }));
    expect(first?.user.name).toBe("Ada Lovelace");
    expect(again?.user.id).toBe(first?.user.id);
    expect(lookups).toHaveBeenCalledTimes(1);
    lookups.mockRestore();
  });

  it("forget a session the moment it is signed out", async () => {
    const cookie = await signedUpCookie();
    const { sessions } = server.services.service;
    expect(await sessions.read(new Headers({ cookie }))).not.toBeNull();
    const signOut = await fetch(`${server.url}/api/auth/sign-out`, { method: "POST", headers: { Cookie: cookie, Origin: server.origin, "Content-Type": "application/json" }, body: "{}" });
    expect(signOut.status).toBe(200);
    expect(await sessions.read(new Headers({ cookie }))).toBeNull();
  });

  it("never trust a cookie the auth service did not confirm", async () => {
    const cookie = await signedUpCookie();
    const forged = cookie.replace(/session_token=([^.;]+)\.[^;]+/, "session_token=$1.forged");
    const { sessions } = server.services.service;
    expect(await sessions.read(new Headers({ cookie: forged }))).toBeNull();
    expect(await sessions.read(new Headers({ cookie: forged }))).toBeNull();
    expect(await sessions.read(new Headers({ cookie }))).not.toBeNull();
  });

  it("never use a remembered session past its expiry", async () => {
    const cookie = await signedUpCookie();
    const { sessions, auth } = server.services.service;
    const read = await sessions.read(new Headers({ cookie }));
    expect(read).not.toBeNull();
    read!.session.expiresAt = new Date(Date.now() - 1000);
    const lookups = vi.spyOn(auth.api, "getSession");
    await sessions.read(new Headers({ cookie }));
    expect(lookups).toHaveBeenCalledTimes(1);
    lookups.mockRestore();
  });

  it("never take a cookie of another name for the session's, however it is placed", async () => {
    const cookie = await signedUpCookie();
    const value = cookie.match(/better-auth\.session_token=([^;]+)/)![1]!;
    const { sessions } = server.services.service;
    // A decoy under the name this server does not read, before the real cookie, then alone.
    expect((await sessions.read(new Headers({ cookie: `__Secure-better-auth.session_token=decoy.value; ${cookie}` })))?.user.name).toBe("Ada Lovelace");
    expect(await sessions.read(new Headers({ cookie: "__Secure-better-auth.session_token=decoy.value" }))).toBeNull();
    expect(await sessions.read(new Headers({ cookie: `__Secure-better-auth.session_token=${value}` }))).toBeNull();
  });

  it("show a new name at once, and keep what they remember through a refused sign-in", async () => {
    const cookie = await signedUpCookie();
    const { sessions, auth } = server.services.service;
    expect((await sessions.read(new Headers({ cookie })))?.user.name).toBe("Ada Lovelace");
    const lookups = vi.spyOn(auth.api, "getSession");
    expect((await server.post("/sign-in/email", { email: uniqueEmail("nobody"), password: "not the password at all" })).status).toBe(401);
    await sessions.read(new Headers({ cookie }));
    expect(lookups).toHaveBeenCalledTimes(0);
    lookups.mockRestore();
    expect((await server.post("/update-user", { name: "Ada King" }, { Cookie: cookie })).status).toBe(200);
    expect((await sessions.read(new Headers({ cookie })))?.user.name).toBe("Ada King");
  });

  it("do not remember a session read while it was being ended", async () => {
    const cookie = await signedUpCookie();
    const { sessions, auth } = server.services.service;
    const getSession = auth.api.getSession.bind(auth.api);
    // The person signs out elsewhere in this process while the session is being read.
    const lookups = vi.spyOn(auth.api, "getSession").mockImplementationOnce(async (context) => {
      const session = await getSession(context);
      sessions.forgetUser(session!.user.id);
      return session;
    });
    expect(await sessions.read(new Headers({ cookie }))).not.toBeNull();
    await sessions.read(new Headers({ cookie }));
    expect(lookups).toHaveBeenCalledTimes(2);
    lookups.mockRestore();
  });
});
