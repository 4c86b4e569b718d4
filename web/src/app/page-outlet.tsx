import { Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { ErrorBoundary } from "../components/error-boundary";
import { PageSpinner } from "../components/page-spinner";
import { retryFailedPages } from "./lazy-page";

/**
 * Where a page renders: a spinner while its code loads, the global error screen if it fails to
 * load or render. Moving to another path clears the error (so the header's links still work) and
 * lets a page whose code failed load again next time.
 */
export function PageOutlet() {
  const { pathname } = useLocation();
  useEffect(() => retryFailedPages(), [pathname]);
  return (
    <ErrorBoundary resetKey={pathname} onReset={retryFailedPages}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
