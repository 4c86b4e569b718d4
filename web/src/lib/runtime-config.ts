import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from "../../../common/runtime-config";

/**
 * What the server put into index.html, with build-time VITE_* variables as the fallback for
 * static hosting (no server): the TMDB base URL, key and image host, the Clerk key, and whether
 * the server keeps lists for the people signed in.
 */
export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  const element = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
  let injected: Partial<RuntimeConfig> = {};
  if (element?.textContent) {
    try {
      injected = JSON.parse(element.textContent) as Partial<RuntimeConfig>;
    } catch {
      injected = {};
    }
  }
  const env = import.meta.env;
  const clerkPublishableKey = injected.clerkPublishableKey ?? env.VITE_CLERK_PUBLISHABLE_KEY ?? null;
  return {
    tmdbBaseUrl: injected.tmdbBaseUrl ?? env.VITE_TMDB_BASE_URL ?? "https://api.themoviedb.org/3",
    tmdbApiKey: injected.tmdbApiKey ?? env.VITE_TMDB_API_KEY ?? "",
    imageBaseUrl: injected.imageBaseUrl ?? env.VITE_TMDB_IMAGE_BASE_URL ?? "https://image.tmdb.org/t/p/",
    clerkPublishableKey,
    // Without the server's word (Vite's dev server in front of it): lists come with the embedded
    // sign-in only, as the server itself says when it has no key to verify Clerk's sessions with.
    listsAvailable: injected.listsAvailable ?? !clerkPublishableKey,
    confirmsEmail: injected.confirmsEmail ?? false,
    ssoName: injected.ssoName ?? null,
  };
}

let cached: RuntimeConfig | undefined;
export function runtimeConfig(): RuntimeConfig {
  return (cached ??= readRuntimeConfig());
}

/** Where there is no document to read it from (the server rendering a first view), it is handed over. */
export function provideRuntimeConfig(config: RuntimeConfig): void {
  cached = config;
}
