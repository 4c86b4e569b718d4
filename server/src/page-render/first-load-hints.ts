import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { PageFacts } from "../../../common/first-view";

/**
 * What a page sent without a first view will ask for next, named in its HTML so those requests run
 * beside the entry script instead of after it (docs/decisions/013): the page's own code chunks
 * (`modulepreload`) and, with the embedded sign-in, the session. Which page a path is, and its
 * module, come from the web app's route table (PageFacts); its chunks from Vite's manifest. A page
 * with a first view needs neither: its session and data come with it, and its code loads after it
 * is painted.
 */
export type PageChunks = (source: string) => string[];

interface ManifestEntry {
  file: string;
  imports?: string[];
}

/** Each page module's chunks (its own and those it imports) that the entry does not already load, from Vite's manifest. */
export function readPageChunks(webRoot: string): PageChunks | undefined {
  const file = join(webRoot, ".vite", "manifest.json");
  if (!existsSync(file)) return undefined;
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, ManifestEntry>;
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const loadedByEntry = closure("index.html");
  return (source) => [...closure(source)].filter((key) => !loadedByEntry.has(key)).map((key) => `/${manifest[key]!.file}`);
}

export interface HintOptions {
  chunks: PageChunks | undefined;
  /** The embedded sign-in is in use (not Clerk), so the app asks /api/auth/get-session first. */
  embeddedAuth: boolean;
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

export function firstLoadHints(page: PageFacts | undefined, options: HintOptions): string {
  const tags: string[] = [];
  if (options.embeddedAuth) tags.push('<link rel="preload" as="fetch" crossorigin href="/api/auth/get-session">');
  if (page) for (const chunk of options.chunks?.(page.source) ?? []) tags.push(`<link rel="modulepreload" crossorigin href="${escapeAttribute(chunk)}">`);
  return tags.join("\n    ");
}
