import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { retryOnce } from "../lib/retry-once";

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

/** A page whose code loads on demand, with the spec's single retry after 1 s. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  const create = (): LazyExoticComponent<ComponentType> =>
    lazy(() =>
      retryOnce(load).then(
        (module) => ({ default: pick(module) }),
        (error: unknown) => {
          failedPages.add(() => (Current = create()));
          throw error;
        },
      ),
    );
  let Current = create();
  return function LazyPage() {
    return <Current />;
  };
}
