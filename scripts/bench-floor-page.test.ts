import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FLOOR_PAGE, startFloorPage, type FloorPage } from "./bench-floor-page";

let floor: FloorPage;
beforeAll(async () => {
  floor = await startFloorPage();
});
afterAll(() => floor.close());

describe("the benchmark's floor page", () => {
  it("is a page of one heading on 127.0.0.1, never cached, so each run loads it anew", async () => {
    expect(floor.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const answer = await fetch(floor.url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const html = await answer.text();
    expect(html).toBe(FLOOR_PAGE);
    expect(html.match(/<body>(.*)<\/body>/)?.[1]).toBe("<h1>Popular movies</h1>");
  });

  it("answers nothing else", async () => {
    expect((await fetch(`${floor.url}favicon.ico`)).status).toBe(404);
  });
});
