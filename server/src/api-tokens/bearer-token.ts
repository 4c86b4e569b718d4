import { API_TOKEN_START } from "../../../common/api-tokens";

const BEARER = /^Bearer\s+(.*)$/i;

/**
 * The personal API token a request carries (`Authorization: Bearer mva_…`, taken whole, so a
 * mangled one is refused rather than passed over for the cookie), or undefined when it carries
 * none. Another Bearer value (a Clerk session's token) is not one: the session reader reads it.
 */
export function bearerApiToken(authorization: string | undefined): string | undefined {
  const value = BEARER.exec(authorization ?? "")?.[1]?.trim();
  return value?.startsWith(API_TOKEN_START) ? value : undefined;
}
