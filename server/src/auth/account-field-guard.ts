import { APIError, createAuthMiddleware } from "better-auth/api";
import { accountFieldProblem } from "./account-fields";

/** The endpoints that store a name or an email address a client sent. */
const STORING_PATHS = new Set(["/sign-up/email", "/update-user"]);
/** What a person may change of their account through `update-user`: the app offers nothing else (an image URL would be drawn in the header unchecked). */
const CHANGEABLE = new Set(["name"]);
/** What a sign-up may say: the fields the sign-up form offers, and where a mailed link leads. Avatars are drawn from the name's initials, never from a client's image. */
const SIGN_UP_FIELDS = new Set(["name", "email", "password", "callbackURL"]);

/**
 * better-auth's `hooks.before`: runs before the endpoint (and so before a password is hashed), on
 * every way in — HTTP or the server's own calls — and refuses oversized names and emails, a
 * sign-up with any field the form does not offer (an `image`), and an `update-user` that would
 * change anything but the name, with 400.
 */
export const accountFieldGuard = createAuthMiddleware((ctx) => {
  if (!STORING_PATHS.has(ctx.path)) return Promise.resolve();
  const body: unknown = ctx.body;
  if (ctx.path === "/update-user" && typeof body === "object" && body !== null && Object.keys(body).some((key) => !CHANGEABLE.has(key))) {
    throw new APIError("BAD_REQUEST", { code: "NOT_CHANGEABLE", message: "Only your name can be changed here." });
  }
  if (ctx.path === "/sign-up/email" && typeof body === "object" && body !== null && Object.keys(body).some((key) => !SIGN_UP_FIELDS.has(key))) {
    throw new APIError("BAD_REQUEST", { code: "NOT_ACCEPTED", message: "Only a name, an email address and a password are taken here." });
  }
  const problem = typeof body === "object" && body !== null ? accountFieldProblem(body) : undefined;
  // Thrown, as better-auth's own checks do: its pipeline turns it into the 400 answer.
  if (problem) throw new APIError("BAD_REQUEST", problem);
  return Promise.resolve();
});
