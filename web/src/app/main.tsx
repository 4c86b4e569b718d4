import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { ErrorBoundary } from "../components/error-boundary";
import { embeddedAuth } from "../auth/embedded-auth";
import { runtimeConfig } from "../lib/runtime-config";
import { createAppRouter } from "./router";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
const root = createRoot(container);
const router = createAppRouter();
const clerkKey = runtimeConfig().clerkPublishableKey;

if (clerkKey) {
  // Clerk's SDK is large and only needed when Clerk is configured: it loads as its own chunk.
  void import("../auth/clerk/clerk-root").then(({ ClerkRoot }) => {
    root.render(
      <StrictMode>
        <ClerkRoot publishableKey={clerkKey} navigate={(to, options) => router.navigate(to, options)}>
          <ErrorBoundary>
            <RouterProvider router={router} />
          </ErrorBoundary>
        </ClerkRoot>
      </StrictMode>,
    );
  });
} else {
  // Ask for the session before React renders, so the answer is on its way during start-up.
  void embeddedAuth.load();
  root.render(
    <StrictMode>
      <ErrorBoundary>
        <RouterProvider router={router} />
      </ErrorBoundary>
    </StrictMode>,
  );
}
