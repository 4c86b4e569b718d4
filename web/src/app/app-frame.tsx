import { StrictMode, type ReactNode } from "react";
import { ErrorBoundary } from "../components/error-boundary";
import { AppStarted } from "./app-started";

/**
 * What wraps the app's router, in the browser and on the server alike. The two trees must be the
 * same for hydration: React numbers `useId`'s ids by their place in the tree, so an element more
 * on one side would give the server's ids (the account menu's, for one) different names.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <AppStarted />
      <ErrorBoundary>{children}</ErrorBoundary>
    </StrictMode>
  );
}
