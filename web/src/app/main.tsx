import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { useEmbeddedAuthStore } from "../auth/auth-store";
import { createAppRouter } from "./router";
import "./styles.css";

// Ask for the session before React renders, so the answer is on its way during start-up.
void useEmbeddedAuthStore.getState().load();

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createAppRouter()} />
  </StrictMode>,
);
