/**
 * Ids for entries whose source has none (vega-datasets films and their directors; the catalog's
 * keywords, store/keyword-index.ts), derived from their names so they stay the same from one seed
 * to the next and a bookmarked /movie/:id keeps working. FNV-1a over the key picks a slot in a
 * block of ten million ids; a taken slot moves to the next free one, so two keys can never share an id.
 */
const BLOCK = 10_000_000;

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export class StableIds {
  private readonly taken = new Set<number>();

  constructor(private readonly base: number) {}

  idFor(key: string): number {
    let slot = fnv1a(key) % BLOCK;
    while (this.taken.has(this.base + slot)) slot = (slot + 1) % BLOCK;
    this.taken.add(this.base + slot);
    return this.base + slot;
  }
}
