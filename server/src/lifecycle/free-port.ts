import { createServer } from "node:net";

/** A TCP port free on `host` right now: for PORT=0, and for tests and benchmarks that start a server. */
export function freePort(host = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error(`No free port on ${host}`))));
    });
  });
}
