import { useEffect } from "react";

/**
 * Marks <html data-app-started> once React has rendered or hydrated the page: a server-rendered
 * first view is visible before it responds, and end-to-end tests (and anyone watching the page)
 * can tell the two apart.
 */
export function AppStarted() {
  useEffect(() => {
    document.documentElement.dataset.appStarted = "";
  }, []);
  return null;
}
