import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { ErrorBoundary } from "../components/error-boundary";
import { embeddedAuth } from "../auth/embedded-auth";
import { runtimeConfig } from "../lib/runtime-config";
import { AppRoutes } from "./router";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
const root = createRoot(container);
const clerkKey = runtimeConfig().clerkPublishableKey;

if (clerkKey) {
  // Clerk's SDK is large and only needed when Clerk is configured: it loads as its own chunk.
  void import("../auth/clerk/clerk-root").then(({ ClerkRootInRouter }) => {
    root.render(
      <StrictMode>
        <ErrorBoundary>
          <BrowserRouter>
            <ClerkRootInRouter publishableKey={clerkKey}>
              <AppRoutes />
            </ClerkRootInRouter>
          </BrowserRouter>
        </ErrorBoundary>
      </StrictMode>,
    );
  });
} else {
  // Ask for the session before React renders, so the answer is on its way during start-up.
  void embeddedAuth.load();
  root.render(
    <StrictMode>
      <ErrorBoundary>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ErrorBoundary>
    </StrictMode>,
  );
}
