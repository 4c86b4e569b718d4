import type { Server } from "node:http";

export interface ShutdownOptions {
  /** Longest wait for in-flight requests before open connections are cut. */
  drainTimeoutMs: number;
  /** Called after the HTTP server has stopped: close databases and other resources here. */
  closeResources: () => void | Promise<void>;
  onBegin: () => void;
  log: (line: string) => void;
}

/**
 * Stops accepting connections, lets in-flight requests finish (up to drainTimeoutMs), then
 * closes resources. Idle keep-alive sockets are closed at once so they do not hold the process.
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
      void Promise.resolve()
        .then(options.closeResources)
        .catch((error: unknown) => options.log(`Shutdown: closing resources failed: ${String(error)}`))
        .finally(resolve);
    });
    server.closeIdleConnections();
  });
}
