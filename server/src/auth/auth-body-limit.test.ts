import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openRaw, writeEndlessChunks } from "../test-support/raw-http";
import { MAX_AUTH_BODY_BYTES } from "./auth-body-limit";
import { GOOD_PASSWORD, startAuthTestServer, TEST_ORIGIN, uniqueEmail, type AuthTestServer } from "./auth-test-server";

function requestHead(path: string, headers: Record<string, string>): string {
  const lines = Object.entries({ Host: "127.0.0.1", Origin: TEST_ORIGIN, "Content-Type": "application/json", ...headers }).map(([name, value]) => `${name}: ${value}`);
  return `POST /api/auth${path} HTTP/1.1\r\n${lines.join("\r\n")}\r\n\r\n`;
}

describe("auth request bodies", () => {
  let h: AuthTestServer;
  beforeAll(async () => {
    h = await startAuthTestServer("sqlite");
  });
  afterAll(() => h.close());

  it("refuses a body declared larger than 8 KB with 413 before it is sent, and stores nothing", async () => {
    const email = uniqueEmail();
    const connection = await openRaw(h.url);
    connection.socket.write(requestHead("/sign-up/email", { "Content-Length": String(100 * 1024 * 1024) }));
    connection.socket.write(`{"email":"${email}","password":"${GOOD_PASSWORD}","name":"`);
    const response = await connection.response;
    expect(response.status).toBe(413);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(response.body)).toEqual({ code: "PAYLOAD_TOO_LARGE", message: "This request is too large: sign-in and sign-up requests can be at most 8 KB." });
    connection.socket.destroy();
    expect((await h.post("/sign-in/email", { email, password: GOOD_PASSWORD })).status).toBe(401);
  });

  it("stops reading a chunked body that never ends: 413, then the connection is closed", async () => {
    const connection = await openRaw(h.url);
    connection.socket.write(requestHead("/sign-up/email", { "Transfer-Encoding": "chunked" }));
    void writeEndlessChunks(connection.socket);
    const response = await connection.response;
    expect(response.status).toBe(413);
    expect((JSON.parse(response.body) as { code: string }).code).toBe("PAYLOAD_TOO_LARGE");
    await connection.closed;
  });

  it("refuses a chunked body just over the limit, and accepts one just under it", async () => {
    const padded = (size: number) => {
      const base = { email: uniqueEmail(), password: GOOD_PASSWORD, name: "Chunked Person", padding: "" };
      return JSON.stringify({ ...base, padding: "x".repeat(size - JSON.stringify(base).length) });
    };
    const send = (body: string) =>
      fetch(`${h.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: TEST_ORIGIN },
        // A stream has no length known up front, so it goes out chunked.
        body: new Blob([body]).stream(),
        duplex: "half",
      });
    const over = await send(padded(MAX_AUTH_BODY_BYTES + 1));
    expect(over.status).toBe(413);
    const under = await send(padded(MAX_AUTH_BODY_BYTES));
    expect(under.status).toBe(401);
  });

  it("refuses an 8 KB + 1 sign-up sent with its length, naming the limit", async () => {
    const name = "n".repeat(MAX_AUTH_BODY_BYTES);
    const res = await h.post("/sign-up/email", { email: uniqueEmail(), password: GOOD_PASSWORD, name });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toMatch(/at most 8 KB/);
  });
});
