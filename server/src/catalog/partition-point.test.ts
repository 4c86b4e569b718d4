import { expect, it } from "vitest";
import { partitionPoint } from "./partition-point";

it("finds where a value is, or would go, in a sorted array", () => {
  const sorted = [2, 3, 3, 5, 8];
  const at = (value: number) => partitionPoint(sorted.length, (index) => sorted[index]! < value);
  expect([1, 2, 3, 4, 5, 8, 9].map(at)).toEqual([0, 0, 1, 3, 3, 4, 5]);
  expect(partitionPoint(0, () => true)).toBe(0);
});
