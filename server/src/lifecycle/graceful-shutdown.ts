import type { Server } from "node:http";
import type { RequestsInFlight } from "../http/requests-in-flight";

export interface ShutdownOptions {
  /** Longest wait for in-flight requests before open connections are cut. */
  drainTimeoutMs: number;
  /** Called after the HTTP server has stopped: close databases and other resources here. */
  closeResources: () => void | Promise<void>;
  /**
   * Work that may outlive its connection (a request cut at the drain timeout, a render), given up
   * to `workGraceMs` more to end before the resources close under it.
   */
  work?: Pick<RequestsInFlight, "settled">;
  workGraceMs?: number;
  onBegin: () => void;
  log: (line: string) => void;
}

/**
 * Stops accepting connections, lets in-flight requests finish (up to drainTimeoutMs), lets work
 * still running end (up to workGraceMs), then closes resources. Idle keep-alive sockets are closed
 * at once so they do not hold the process.
 */
export function shutDownGracefully(server: Server, options: ShutdownOptions): Promise<void> {
  options.onBegin();
  return new Promise<void>((resolve) => {
    const forceTimer = setTimeout(() => {
      options.log("Shutdown: requests still open after the drain timeout; closing their connections");
      server.closeAllConnections();
    }, options.drainTimeoutMs);
    forceTimer.unref();
    server.close(() => {
      clearTimeout(forceTimer);
      void (options.work?.settled(options.workGraceMs ?? 0) ?? Promise.resolve(true))
        .then((settled) => {
          if (!settled) options.log("Shutdown: work still running after its connections were closed; closing resources under it");
        })
        .then(options.closeResources)
        .catch((error: unknown) => options.log(`Shutdown: closing resources failed: ${String(error)}`))
        .finally(resolve);
    });
    server.closeIdleConnections();
  });
}
