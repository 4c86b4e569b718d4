import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { FAULT_HEADER } from "./support/fixtures";
import { freePort } from "./support/free-port";

/**
 * A supervisor stops MovieApp by signalling the one process it started. For the README's command
 * (`npm start`) and the production one (`node dist/server/main.js`): SIGTERM to that process alone,
 * while a slow request is in flight, lets that request finish, refuses new connections and leaves no
 * process behind. (A request arriving on a kept-alive connection meanwhile is answered 503 with
 * `Connection: close`: server/src/app.test.ts.)
 */
const COMMANDS: Array<[name: string, command: string, args: string[]]> = [
  ["npm start", "npm", ["start"]],
  ["node dist/server/main.js", process.execPath, ["dist/server/main.js"]],
];
const KEY = "movieapp-local-catalog";

/** Every process under `pid`, found through /proc (children first come last). */
function descendants(pid: number): number[] {
  const children = spawnSync("pgrep", ["-P", String(pid)], { encoding: "utf8" }).stdout.split("\n").filter(Boolean).map(Number);
  return children.flatMap((child) => [child, ...descendants(child)]);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A GET on a connection of its own; `onSent` is called once the whole request is on the wire. */
function get(port: number, path: string, headers: Record<string, string> = {}, onSent?: () => void): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, agent: false, headers }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    if (onSent) req.on("finish", onSent);
    req.end();
  });
}

for (const [name, command, args] of COMMANDS) {
  test(`SIGTERM to \`${name}\` alone drains a slow request, refuses new connections and leaves nothing running`, async () => {
    test.setTimeout(60_000);
    const port = await freePort();
    const { BASE_URL: _ignored, ...env } = process.env;
    const child = spawn(command, args, {
      env: { ...env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: mkdtempSync(join(tmpdir(), "movieapp-stop-")), FAULT_INJECTION: "on", NODE_ENV: "test" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    await expect.poll(() => output, { timeout: 40_000 }).toContain(`MovieApp is serving on http://127.0.0.1:${port}`);

    const processes = [child.pid!, ...descendants(child.pid!)];

    let sent: () => void = () => undefined;
    const onTheWire = new Promise<void>((resolve) => (sent = resolve));
    const slow = get(port, `/3/movie/popular?api_key=${KEY}`, { [FAULT_HEADER]: "path=/3/movie/popular; delay=2500" }, () => sent());
    await onTheWire;
    // Time for the server to take the request in (it is then held 2.5 s by the injected delay).
    await new Promise((resolve) => setTimeout(resolve, 500));
    child.kill("SIGTERM");

    // New connections are refused once the signal has been handled (through npm, a moment later).
    await expect.poll(() => get(port, "/healthz").then(() => "answered", (error: NodeJS.ErrnoException) => error.code), { timeout: 2_000 }).toBe("ECONNREFUSED");

    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ page: 1 });
    expect(await exited).toBe(0);
    await expect.poll(() => processes.filter(alive), { timeout: 5_000 }).toEqual([]);
    expect(output).toContain("Stopped");
  });
}
