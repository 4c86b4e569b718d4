/**
 * The first index in [0, length) at which `before(index)` is false, for a `before` that is true on
 * a start of the range and false after it: in a sorted array, where a value is or would go. A
 * binary search, so log2(length) calls of `before`.
 */
export function partitionPoint(length: number, before: (index: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (before(middle)) low = middle + 1;
    else high = middle;
  }
  return low;
}
