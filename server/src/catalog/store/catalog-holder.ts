import { existsSync, statSync } from "node:fs";
import { CatalogStore } from "./catalog-store";

/**
 * Holds the catalog currently served and notices when an import swaps a new file in (the rename
 * gives the path a new inode). Requests read `current()` once and finish on that store; every
 * handler is synchronous, so closing the old store right after the swap cuts no request short.
 */
export class CatalogHolder {
  private store: CatalogStore;
  private identity: string;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly file: string,
    private readonly log: (line: string) => void = () => undefined,
  ) {
    this.identity = this.fileIdentity();
    this.store = CatalogHolder.open(file);
  }

  /** A store ready to serve: what it would otherwise build on its first request is built now, before it takes any. */
  private static open(file: string): CatalogStore {
    const store = new CatalogStore(file);
    store.buildSearchIndexes();
    return store;
  }

  current(): CatalogStore {
    return this.store;
  }

  private fileIdentity(): string {
    if (!existsSync(this.file)) return "";
    const stat = statSync(this.file);
    return `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
  }

  /** Re-opens the file if it was replaced; keeps serving the old catalog if the new one cannot be read. */
  reloadIfReplaced(): boolean {
    const identity = this.fileIdentity();
    if (identity === "" || identity === this.identity) return false;
    try {
      const next = CatalogHolder.open(this.file);
      const previous = this.store;
      this.store = next;
      this.identity = identity;
      previous.close();
      this.log(`Catalog reloaded: ${next.filmCount} movies`);
      return true;
    } catch (error) {
      this.identity = identity;
      this.log(`Catalog file changed but could not be opened; still serving the previous one (${String(error)})`);
      return false;
    }
  }

  watch(intervalMs = 1000): void {
    this.timer = setInterval(() => this.reloadIfReplaced(), intervalMs);
    this.timer.unref();
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.store.close();
  }
}
