import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { lazy, Suspense } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { useAuthStore } from "../../auth/auth-store";
import { useUiStore } from "../../stores/ui-store";
import { menuPanelOrSignOut } from "./user-menu";

describe("the account menu whose code cannot be loaded", () => {
  it("still offers 'Sign out', which signs out, forgets the search and goes to /sign-in", async () => {
    const signOut = vi.fn(() => Promise.resolve());
    useAuthStore.getState().setSignOut(signOut);
    useUiStore.getState().setSearchQuery("heat");
    const onShown = vi.fn();
    // As when the network is gone, or a new version of the app replaced the menu's file.
    const Panel = lazy(() => menuPanelOrSignOut(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module"))));
    const menu = (
      <Suspense fallback={null}>
        <Panel menuId="menu" email="ada@example.com" lists onChoose={() => undefined} onShown={onShown} />
      </Suspense>
    );
    const router = createMemoryRouter([{ path: "/", element: menu }, { path: "/sign-in", element: <h1>Sign in</h1> }], { initialEntries: ["/"] });
    render(<RouterProvider router={router} />);

    const item = await screen.findByRole("menuitem", { name: "Sign out" });
    expect(screen.getByRole("menu", { name: "ada@example.com" })).toBeTruthy();
    // Told once the panel is on screen: an effect, run after the render that showed the item.
    await waitFor(() => expect(onShown).toHaveBeenCalledOnce());
    fireEvent.click(item);
    await waitFor(() => expect(router.state.location.pathname).toBe("/sign-in"));
    expect(signOut).toHaveBeenCalledOnce();
    expect(useUiStore.getState().searchQuery).toBe("");
  });
});
