import { describe, expect, it } from "vitest";
import { createListsRoutes } from "../lists/lists-routes";
import type { ListsStore } from "../lists/lists-store";
import { API_DESCRIPTION } from "./api-description";

/** A route as "METHOD /path/{}/…", its parameters' names left out (the code's and the description's differ in spelling). */
const shapeOf = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/:\w+|\{\w+\}/g, "{}")}`;

describe("the description of /api/me served at /api/openapi.json", () => {
  it("describes every route /api/me has, and no route it does not have", () => {
    // The routes are only listed here, never called: the stores behind them are not needed.
    const routes = createListsRoutes({ sessions: { read: () => Promise.resolve(null) }, store: {} as ListsStore, trustedOrigins: [], tmdb: () => Promise.reject(new Error("not called")), facts: { factsOf: () => Promise.reject(new Error("not called")) } as never });
    const served = routes.routes.filter((route) => route.method !== "ALL").map((route) => shapeOf(route.method, route.path));
    const described = Object.entries(API_DESCRIPTION.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => shapeOf(method, path)));
    expect([...new Set(described)].sort()).toEqual([...new Set(served)].sort());
  });

  it("is OpenAPI 3.1, with the token and the session as its ways in, and every operation says what it answers and refuses", () => {
    expect(API_DESCRIPTION.openapi).toBe("3.1.0");
    expect(Object.keys(API_DESCRIPTION.components.securitySchemes)).toEqual(["apiToken", "session"]);
    for (const operations of Object.values(API_DESCRIPTION.paths)) {
      for (const operation of Object.values(operations) as Array<{ summary: string; responses: Record<string, unknown> }>) {
        expect(operation.summary.length).toBeGreaterThan(0);
        expect(Object.keys(operation.responses)).toContain("401");
      }
    }
  });
});
