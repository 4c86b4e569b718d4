import { describe, expect, it } from "vitest";
import { paginationOf } from "../tmdb/entities";
import { wayBackFrom, type ListPageState } from "./no-such-page";

const settled: ListPageState = { page: 99, loading: false, error: null, errorStatus: null, films: 0, pagination: paginationOf(99, 2, 28) };

describe("the way back from a page a list does not have", () => {
  it("is the list's last page when the page asked for is past it", () => {
    expect(wayBackFrom(settled)).toBe(2);
  });

  it("is the first page of an empty list (of 0 pages), where its emptiness is said", () => {
    expect(wayBackFrom({ ...settled, page: 2, pagination: paginationOf(2, 0, 0) })).toBe(1);
  });

  it("is the list's first page when the API refuses the page (past the furthest it serves)", () => {
    expect(wayBackFrom({ ...settled, page: 5000, error: "Invalid page", errorStatus: 400, pagination: paginationOf(1, 0, 0) })).toBe(1);
  });

  it("is none for a page that exists, a first page, a page still loading, or another failure", () => {
    expect(wayBackFrom({ ...settled, page: 2, films: 8, pagination: paginationOf(2, 2, 28) })).toBeNull();
    expect(wayBackFrom({ ...settled, page: 1, pagination: paginationOf(1, 0, 0) })).toBeNull();
    expect(wayBackFrom({ ...settled, loading: true })).toBeNull();
    expect(wayBackFrom({ ...settled, error: "Server error", errorStatus: 500, pagination: paginationOf(1, 0, 0) })).toBeNull();
  });
});
