import { createReadStream, existsSync, openSync, readSync, closeSync } from "node:fs";
import type { Readable } from "node:stream";
import { createGunzip } from "node:zlib";

/** Opens a text input that may be gzip-compressed (detected by its magic bytes, not its name). */
export function openText(file: string): Readable {
  if (!existsSync(file)) throw new Error(`${file}: no such file`);
  const fd = openSync(file, "r");
  const magic = Buffer.alloc(2);
  readSync(fd, magic, 0, 2, 0);
  closeSync(fd);
  const raw = createReadStream(file);
  if (magic[0] === 0x1f && magic[1] === 0x8b) {
    const gunzip = createGunzip();
    raw.on("error", (error) => gunzip.destroy(error));
    return raw.pipe(gunzip);
  }
  return raw;
}
