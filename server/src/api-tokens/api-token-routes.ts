import type { Hono } from "hono";
import * as v from "valibot";
import { API_TOKEN_LIFETIMES, API_TOKEN_SCOPES, MAX_API_TOKEN_NAME, type ApiTokensAnswer } from "../../../common/api-tokens";
import { meError, notFound, readBody, type ListsEnv } from "../lists/me-answers";
import { ApiTokenLimitError, type ApiTokensStore } from "./api-tokens-store";

const NewTokenBody = v.strictObject({
  name: v.pipe(v.string("A token's name is text."), v.trim(), v.minLength(1, "Give the token a name, to tell it from your others."), v.maxLength(MAX_API_TOKEN_NAME, `A token's name can be at most ${MAX_API_TOKEN_NAME} characters long.`)),
  scope: v.picklist(API_TOKEN_SCOPES, "A token's scope is read, or write (read and write)."),
  lifetime_days: v.nullable(v.picklist(API_TOKEN_LIFETIMES, "A token lasts 30, 90 or 365 days, or (null) until it is revoked.")),
});

/**
 * `/api/me/tokens`: the person's personal API tokens, made, listed and revoked. Only with the
 * person's own sign-in: a token is refused here (lists-routes.ts), so a leaked one cannot make
 * more of itself or outlive its revocation.
 */
export function addApiTokenRoutes(routes: Hono<ListsEnv>, tokens: ApiTokensStore): void {
  routes.get("/api/me/tokens", async (c) => c.json({ tokens: await tokens.list(c.get("userId")) } satisfies ApiTokensAnswer));

  routes.post("/api/me/tokens", async (c) => {
    const body = await readBody(c, NewTokenBody);
    if (body instanceof Response) return body;
    try {
      return c.json(await tokens.create(c.get("userId"), { name: body.name, scope: body.scope, lifetime: body.lifetime_days }), 201);
    } catch (error) {
      if (error instanceof ApiTokenLimitError) return meError(409, { code: "LIMIT_REACHED", message: error.message });
      throw error;
    }
  });

  routes.delete("/api/me/tokens/:id", async (c) => {
    if (!(await tokens.revoke(c.get("userId"), c.req.param("id")))) return notFound("You have no such token: it may have been revoked already.");
    return c.body(null, 204);
  });
}
