let fetchesAfresh = 0;

/** The address a failed dynamic import names: Chromium and Firefox end their message with it. */
export function failedModuleAddress(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : "";
  return /dynamically imported module: (\S+)$/.exec(message)?.[1];
}

/**
 * Loads a module again after `error`, a failed attempt. Chromium keeps a module it could not fetch
 * as failed for the rest of the page's life: importing the same address again gives the same error
 * without a request. So the address the error names is imported with a query of its own, which the
 * browser takes for a new module and fetches; what that module imports has the same addresses as
 * before, shared with the rest of the app. So a page whose own chunk failed comes back; one whose
 * shared chunk failed does not until the page is reloaded (the error screen's "Reload Page").
 * Without an address in the error (Safari), `load` is simply run again.
 */
export function importAfresh<M>(error: unknown, load: () => Promise<M>): Promise<M> {
  const address = failedModuleAddress(error);
  if (!address) return load();
  const fresh = `${address}${address.includes("?") ? "&" : "?"}attempt=${++fetchesAfresh}`;
  return import(/* @vite-ignore */ fresh) as Promise<M>;
}
