/**
 * The fields of an auth request's body, read from a copy (better-auth reads the request itself
 * afterwards) in the two encodings better-auth accepts for sign-in and sign-up: JSON and URL-encoded
 * forms. Anything else — an unreadable body, another content type — gives an empty record, and
 * better-auth then refuses the request itself.
 */
export async function readAuthFields(request: Request): Promise<Record<string, unknown>> {
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  try {
    if (/^application\/([a-z0-9.+-]*\+)?json/.test(type)) {
      const body: unknown = await request.clone().json();
      return typeof body === "object" && body !== null && !Array.isArray(body) ? { ...body } : {};
    }
    if (type.split(";")[0]!.trim() === "application/x-www-form-urlencoded") {
      return Object.fromEntries(new URLSearchParams(await request.clone().text()));
    }
  } catch {
    // An unreadable body: better-auth answers it with its own 400.
  }
  return {};
}

export { normalisedEmail } from "../../../common/account-limits";
