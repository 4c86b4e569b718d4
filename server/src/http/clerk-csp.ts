/**
 * The origins Clerk's browser SDK needs, per Clerk's CSP guidance: its Frontend API (whose host is
 * encoded in the publishable key: pk_test_/pk_live_ + base64 of "host$"), its image CDN, and
 * Cloudflare's bot-protection challenge.
 */
export interface ClerkSources {
  frontendApi: string;
}

export function frontendApiOf(publishableKey: string): string | undefined {
  const match = /^pk_(test|live)_([A-Za-z0-9+/=_-]+)$/.exec(publishableKey);
  if (!match) return undefined;
  const decoded = Buffer.from(match[2]!, "base64").toString("utf8");
  const host = decoded.endsWith("$") ? decoded.slice(0, -1) : "";
  return /^[a-z0-9.-]+\.[a-z]{2,}$/i.test(host) ? `https://${host}` : undefined;
}

export const CLERK_IMAGE_ORIGIN = "https://img.clerk.com";
export const CLOUDFLARE_CHALLENGE_ORIGIN = "https://challenges.cloudflare.com";
