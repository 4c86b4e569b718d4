/**
 * A list of numbers for each position (each film's genres, its directors...) as two flat arrays:
 * position p's numbers are `values[offsets[p]]` up to `values[offsets[p + 1]]`: four bytes a number
 * and four a position, where an array per film took a hundred bytes or more (docs/decisions/074).
 */
export interface IdLists {
  offsets: Int32Array;
  values: Int32Array;
}

/** The numbers at a position, in the order they were added (a view, not a copy). */
export function listAt(lists: IdLists, position: number): Int32Array {
  return lists.values.subarray(lists.offsets[position], lists.offsets[position + 1]);
}

/**
 * Collects (position, number) pairs in any order of positions, then lays them out as IdLists for
 * `count` positions, each position's numbers in the order they were added, a number repeated at
 * one position kept once when `unique`. The pairs are kept in two typed arrays that double as they
 * fill: at a million films a table's lists hold millions of pairs, which as arrays of numbers were
 * a large share of what the import's heap held while it built them (docs/decisions/077).
 */
export class IdListsBuilder {
  private positions = new Int32Array(1024);
  private values = new Int32Array(1024);
  private length = 0;

  add(position: number, value: number): void {
    if (this.length === this.positions.length) {
      this.positions = doubled(this.positions);
      this.values = doubled(this.values);
    }
    this.positions[this.length] = position;
    this.values[this.length] = value;
    this.length++;
  }

  build(count: number, { unique = false }: { unique?: boolean } = {}): IdLists {
    const positions = this.positions.subarray(0, this.length);
    const offsets = new Int32Array(count + 1);
    for (const position of positions) offsets[position + 1]!++;
    for (let p = 0; p < count; p++) offsets[p + 1]! += offsets[p]!;
    const next = offsets.slice(0, count);
    const values = new Int32Array(this.length);
    for (let i = 0; i < this.length; i++) values[next[positions[i]!]!++] = this.values[i]!;
    this.positions = new Int32Array(1024);
    this.values = new Int32Array(1024);
    this.length = 0;
    return unique ? withoutRepeats({ offsets, values }) : { offsets, values };
  }
}

function doubled(values: Int32Array): Int32Array<ArrayBuffer> {
  const grown = new Int32Array(values.length * 2);
  grown.set(values);
  return grown;
}

function withoutRepeats(lists: IdLists): IdLists {
  const count = lists.offsets.length - 1;
  const offsets = new Int32Array(count + 1);
  const kept: number[] = [];
  for (let p = 0; p < count; p++) {
    const seen = new Set<number>();
    for (const value of listAt(lists, p)) {
      if (seen.has(value)) continue;
      seen.add(value);
      kept.push(value);
    }
    offsets[p + 1] = kept.length;
  }
  return { offsets, values: Int32Array.from(kept) };
}

/** Whether a value read back from stored bytes is IdLists for `count` positions, its offsets in order and within its values. */
export function isIdLists(value: unknown, count: number): value is IdLists {
  const lists = value as Partial<IdLists> | null;
  if (!(lists?.offsets instanceof Int32Array) || !(lists.values instanceof Int32Array) || lists.offsets.length !== count + 1) return false;
  if (lists.offsets[0] !== 0 || lists.offsets[count] !== lists.values.length) return false;
  for (let p = 0; p < count; p++) if (lists.offsets[p]! > lists.offsets[p + 1]!) return false;
  return true;
}
