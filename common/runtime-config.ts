import { jsonForScript } from "./json-for-script";

/**
 * What the server tells the web app at run time, as JSON in index.html
 * (`<script type="application/json" id="movieapp-config">`): data, not code, so the
 * Content-Security-Policy can keep forbidding inline scripts.
 */
export interface RuntimeConfig {
  /** TMDB-shaped API base, e.g. "/3" (embedded catalog or proxy) or "https://api.themoviedb.org/3". */
  tmdbBaseUrl: string;
  /** Sent as `api_key` on every request. */
  tmdbApiKey: string;
  /** Image host base, size and path are appended: e.g. "/t/p/". */
  imageBaseUrl: string;
  /** When set, Clerk replaces the embedded sign-in. */
  clerkPublishableKey: string | null;
  /**
   * Whether the server keeps lists for the people this app signs in (its /api/me): with its own
   * accounts, and with Clerk once it can verify Clerk's session tokens. When false, no list
   * control is shown.
   */
  listsAvailable: boolean;
  /**
   * Whether the embedded sign-in confirms new accounts' addresses by mail (the server has a mail
   * server): sign-up then ends with "check your email", and a refused sign-in may be an account
   * not confirmed yet.
   */
  confirmsEmail: boolean;
  /** What the sign-in page calls the OpenID provider it offers ("Sign in with …"), or null when the server offers none. */
  ssoName: string | null;
}

export const RUNTIME_CONFIG_ELEMENT_ID = "movieapp-config";

export function serializeRuntimeConfig(config: RuntimeConfig): string {
  return jsonForScript(config);
}
