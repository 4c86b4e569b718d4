import { useAuth } from "../auth/use-auth";
import { GlobalLoadingOverlay } from "../components/loading-overlay";
import { ToastViewport } from "../components/toast-viewport";
import { NavigationProgress } from "./navigation-progress";
import { PageAnnouncer } from "./page-announcer";
import { PageOutlet } from "./page-outlet";
import { useFocusRestoration } from "./focus-restoration";
import { useScrollRestoration } from "./scroll-restoration";

/**
 * Waits for the session before painting any route, so a signed-out visitor never glimpses a
 * protected page (a neutral loading state instead of a flash).
 */
export function RootLayout() {
  const { isLoaded } = useAuth();
  useScrollRestoration();
  useFocusRestoration();
  if (!isLoaded) {
    return (
      <div className="session-loading" role="status" aria-live="polite">
        <span className="page-spinner__wheel" aria-hidden="true" />
        <span className="visually-hidden">Loading...</span>
      </div>
    );
  }
  return (
    <>
      <NavigationProgress />
      <PageAnnouncer />
      <PageOutlet />
      <ToastViewport />
      <GlobalLoadingOverlay />
    </>
  );
}
