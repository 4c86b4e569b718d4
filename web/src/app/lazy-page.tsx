import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from "react";
import { importAfresh } from "../lib/import-afresh";
import { retryOnce } from "../lib/retry-once";
import { usePageCodeStore } from "./page-code-store";

/** Pages whose code failed to load, each with a way to make its next render fetch it again. */
const failedPages = new Set<() => void>();

/**
 * Lets every page whose code failed to load try again on its next render. React.lazy remembers a
 * failure for good; swapping in a fresh lazy component only when asked (the error screen's
 * 'Try Again', or moving to another page) keeps React from retrying in a loop by itself.
 */
export function retryFailedPages(): void {
  for (const retry of failedPages) retry();
  failedPages.clear();
}

/**
 * A page component whose code loads on demand; `load()` fetches it ahead of the first render;
 * `preload()` starts fetching it quietly (a person's intent to open it), without the navigation's
 * progress bar: nobody is waiting yet.
 */
export type LazyPage = (() => ReactElement) & { load: () => Promise<void>; preload: () => void };

/**
 * A page whose code loads on demand, retried once, after 1 s, when it fails to load. Once its code is in
 * (after `load()`, or after a first lazy render), the page renders directly rather than through
 * React.lazy, so a server-rendered first view renders and hydrates without suspending.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  let Loaded: ComponentType | null = null;
  /** The code on its way or in; forgotten when it failed, so the next ask fetches it again. */
  let code: Promise<ComponentType> | null = null;
  /** The last failure: once the code failed to load, every attempt fetches it afresh (lib/import-afresh.ts). */
  let failed: { error: unknown } | null = null;
  const again = (error: unknown) => importAfresh(error, load);
  const fetchCode = () => {
    const before = failed;
    return (code ??= retryOnce(before ? () => again(before.error) : load, 1000, again).then(
      (module) => (Loaded = pick(module)),
      (error: unknown) => {
        code = null;
        failed = { error };
        throw error;
      },
    ));
  };
  const loadPage = () => {
    const done = usePageCodeStore.getState().started();
    return fetchCode()
      .then((page) => ({ default: page }))
      .finally(done);
  };
  const create = (): LazyExoticComponent<ComponentType> =>
    lazy(() =>
      loadPage().catch((error: unknown) => {
        failedPages.add(() => (Current = create()));
        throw error;
      }),
    );
  let Current = create();
  function Page(): ReactElement {
    return Loaded ? <Loaded /> : <Current />;
  }
  return Object.assign(Page, {
    load: () => (Loaded ? Promise.resolve() : loadPage().then(() => undefined)),
    preload: () => void fetchCode().catch(() => undefined),
  });
}
