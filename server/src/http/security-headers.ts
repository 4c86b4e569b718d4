import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { CLERK_IMAGE_ORIGIN, CLOUDFLARE_CHALLENGE_ORIGIN } from "./clerk-csp";

const YOUTUBE_EMBED_ORIGIN = "https://www.youtube-nocookie.com";

export interface SecurityPolicyOptions {
  /** True when users reach us over https: only then is HSTS meaningful. */
  https: boolean;
  /** Other origins images may come from (TMDB's image host in proxy mode). */
  imageOrigins: readonly string[];
  /** Clerk's Frontend API origin, when Clerk replaces the embedded sign-in. */
  clerkFrontendApi?: string | undefined;
  /** CSP hashes ('sha256-…') of the stylesheets inlined into the page (page-render/inline-stylesheet.ts). */
  inlineStyleHashes?: readonly string[];
  /** CSP hashes of the inline scripts pages carry (page-render/scripts-after-paint.ts): only these run. */
  inlineScriptHashes?: readonly string[];
}

/** What securityHeaders gives: the middleware, and the page policy for a page that inlines more styles. */
export interface PageSecurity {
  /** Every response's security headers, with the policy below for the shell's own inline styles unless the handler set one. */
  middleware: MiddlewareHandler;
  /** The Content-Security-Policy that also allows these inline stylesheets (a page's own, page-render/inline-stylesheet.ts). */
  policyWithStyles(hashes: readonly string[]): string;
}

const CSP = "Content-Security-Policy";

/**
 * Security headers for every response. The Content-Security-Policy allows only this origin:
 * the SPA's scripts, styles, data and generated images all come from here. Sources that a mode
 * adds (TMDB's image host, Clerk) extend these lists where that mode is configured. The policy is
 * written here rather than by Hono's secureHeaders because a page's inline styles differ by page.
 */
export function securityHeaders(options: SecurityPolicyOptions): PageSecurity {
  const clerk = options.clerkFrontendApi;
  // Clerk's SDK loads its UI script from its Frontend API, injects its styles, and may show
  // Cloudflare's challenge in a frame: only in Clerk mode does the policy open for those.
  const policyWithStyles = (styleHashes: readonly string[]) =>
    Object.entries({
      "default-src": ["'self'"],
      "script-src": clerk ? ["'self'", clerk, CLOUDFLARE_CHALLENGE_ORIGIN] : ["'self'", ...(options.inlineScriptHashes ?? [])],
      "style-src": clerk ? ["'self'", "'unsafe-inline'"] : ["'self'", ...(options.inlineStyleHashes ?? []), ...styleHashes],
      "img-src": ["'self'", "data:", ...options.imageOrigins, ...(clerk ? [CLERK_IMAGE_ORIGIN] : [])],
      "font-src": ["'self'"],
      "connect-src": clerk ? ["'self'", clerk] : ["'self'"],
      // Trailers play in YouTube's privacy-enhanced player, loaded only when the viewer asks.
      "frame-src": clerk ? [YOUTUBE_EMBED_ORIGIN, CLOUDFLARE_CHALLENGE_ORIGIN] : [YOUTUBE_EMBED_ORIGIN],
      ...(clerk ? { "worker-src": ["'self'", "blob:"] } : {}),
      "manifest-src": ["'self'"],
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
      "frame-ancestors": ["'none'"],
    })
      .map(([directive, sources]) => `${directive} ${sources.join(" ")};`)
      .join(" ");
  const shellPolicy = policyWithStyles([]);
  const others = secureHeaders({
    referrerPolicy: "strict-origin-when-cross-origin",
    xContentTypeOptions: "nosniff",
    xFrameOptions: "DENY",
    strictTransportSecurity: options.https ? "max-age=31536000; includeSubDomains" : false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    // A route that sets one of these headers itself (the image host's CORP) keeps its value.
    overwrite: false,
  });
  const middleware: MiddlewareHandler = async (c, next) => {
    await others(c, next);
    if (!c.res.headers.has(CSP)) c.header(CSP, shellPolicy);
  };
  return { middleware, policyWithStyles };
}

/**
 * The data routes (/3 JSON, /t/p images) need no page policy, only what stops a browser from
 * treating their bytes as a document: set before the handler runs, as constants, so the hot
 * path pays for three header assignments rather than the full page set.
 */
export function dataSecurityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    c.header("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
    await next();
  };
}
