import { describe, expect, it } from "vitest";
import { ApiError } from "./api-errors";
import { inProcessGet } from "./in-process-get";

describe("the HTTP client's contract over an API answered in process", () => {
  it("sends the key, language and parameters, and hands back the body", async () => {
    const asked: string[] = [];
    const get = inProcessGet("k", (path, query) => {
      asked.push(`${path}?${query.toString()}`);
      return Promise.resolve({ status: 200, body: { results: [] } });
    });
    await expect(get("/movie/popular", { page: 2 })).resolves.toEqual({ results: [] });
    expect(asked).toEqual(["/movie/popular?api_key=k&language=en-US&page=2"]);
  });

  it("fails as the HTTP client does: the catalogue's words by status, else the server's message", async () => {
    const answer = (status: number, body: unknown) => inProcessGet("k", () => Promise.resolve({ status, body }));
    await expect(answer(404, { status_message: "x" })("/movie/1")).rejects.toMatchObject({ message: "Resource not found", status: 404, code: "NOT_FOUND" });
    await expect(answer(422, { status_message: "Bad page" })("/movie/popular")).rejects.toMatchObject({ message: "Bad page", status: 422 });
    await expect(answer(200, undefined)("/movie/popular")).rejects.toBeInstanceOf(ApiError);
  });
});
