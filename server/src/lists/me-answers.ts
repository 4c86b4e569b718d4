import type { Context } from "hono";
import * as v from "valibot";
import type { MeErrorBody } from "../../../common/lists";
import { authError } from "../auth/auth-error";

/** Who a /api/me request is from, set once its session or API token is checked. */
export type ListsEnv = { Variables: { userId: string } };

/** Every refusal of /api/me: `{ code, message }`, never cached, the shape sign-in's refusals have. */
export const meError = (status: number, body: MeErrorBody): Response => authError(status, body);

export const invalid = (message: string) => meError(400, { code: "INVALID_INPUT", message });
export const notFound = (message: string) => meError(404, { code: "NOT_FOUND", message });

/** The request's JSON body checked against `schema`, or the 400 answer saying what is wrong with it. */
export async function readBody<T>(c: Context<ListsEnv>, schema: v.GenericSchema<unknown, T>): Promise<T | Response> {
  let json: unknown;
  try {
    json = await c.req.json();
  } catch {
    return invalid("The body must be JSON.");
  }
  const result = v.safeParse(schema, json);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const field = issue.path?.map((p) => String(p.key)).join(".");
  return invalid(field ? `${field}: ${issue.message}` : issue.message);
}
