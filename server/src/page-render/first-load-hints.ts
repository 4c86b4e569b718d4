import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { PageFacts } from "../../../common/first-view";

/**
 * What a page sent without a first view will ask for next, named in its HTML so those requests run
 * beside the entry script instead of after it (docs/decisions/013): the page's own code chunks
 * (`modulepreload`), its stylesheets (`preload`, docs/decisions/040) and, with the embedded
 * sign-in, the session. Which page a path is, and its module, come from the web app's route table
 * (PageFacts); its chunks and stylesheets from Vite's manifest. A page with a first view needs
 * none of these hints: its session and data come with it, its stylesheets inlined, and its code
 * loads after it is painted.
 */
export interface PageFiles {
  /** Its code chunks that the entry does not load, the page's own first. */
  chunks: string[];
  /** Its stylesheets that the entry does not carry, in cascade order: what it imports before its own. */
  stylesheets: string[];
}
export type PageAssets = (source: string) => PageFiles;

interface ManifestEntry {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * Each page module's chunks and stylesheets beyond the entry's, from Vite's manifest: worked out
 * once per page module (every page sent without a first view asks for its hints).
 */
export function readPageAssets(webRoot: string): PageAssets | undefined {
  const file = join(webRoot, ".vite", "manifest.json");
  if (!existsSync(file)) return undefined;
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, ManifestEntry>;
  /** A module and all it imports, depth first, each after what it imports: the order a stylesheet's rules must come in. */
  const importsFirst = (key: string, seen = new Set<string>(), into: string[] = []): string[] => {
    if (seen.has(key) || !manifest[key]) return into;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) importsFirst(imported, seen, into);
    into.push(key);
    return into;
  };
  const loadedByEntry = new Set(importsFirst("index.html"));
  const entryStylesheets = new Set([...loadedByEntry].flatMap((key) => manifest[key]!.css ?? []));
  const files = new Map<string, PageFiles>();
  return (source) => {
    let found = files.get(source);
    if (!found) {
      const own = importsFirst(source).filter((key) => !loadedByEntry.has(key));
      const stylesheets = new Set(own.flatMap((key) => manifest[key]!.css ?? []).filter((css) => !entryStylesheets.has(css)));
      // Chunks with the page's own first, the one its import asks for; stylesheets in cascade order.
      found = { chunks: [...own].reverse().map((key) => `/${manifest[key]!.file}`), stylesheets: [...stylesheets].map((css) => `/${css}`) };
      files.set(source, found);
    }
    return found;
  };
}

export interface HintOptions {
  assets: PageAssets | undefined;
  /** The embedded sign-in is in use (not Clerk), so the app asks /api/auth/get-session first. */
  embeddedAuth: boolean;
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

export function firstLoadHints(page: PageFacts | undefined, options: HintOptions): string {
  const tags: string[] = [];
  if (options.embeddedAuth) tags.push('<link rel="preload" as="fetch" crossorigin href="/api/auth/get-session">');
  const files = page && options.assets?.(page.source);
  for (const chunk of files?.chunks ?? []) tags.push(`<link rel="modulepreload" crossorigin href="${escapeAttribute(chunk)}">`);
  // The app adds these sheets when it loads the page's code (as crossorigin links); the preload
  // starts them now, with the same mode so that the app's request finds it.
  for (const sheet of files?.stylesheets ?? []) tags.push(`<link rel="preload" as="style" crossorigin href="${escapeAttribute(sheet)}">`);
  return tags.join("\n    ");
}
