import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { RuntimeConfig } from "../../../../common/runtime-config";
import { provideRuntimeConfig } from "../../lib/runtime-config";
import AccountPage from "./account-page";

const withClerk = (listsAvailable: boolean): RuntimeConfig => ({ tmdbBaseUrl: "/3", tmdbApiKey: "key", imageBaseUrl: "/t/p/", clerkPublishableKey: "pk_test_Y2xlcmsuZXhhbXBsZS5jb20k", listsAvailable, confirmsEmail: false, ssoName: null });

function renderAccountPage() {
  const router = createMemoryRouter([{ path: "/account", element: <AccountPage /> }], { initialEntries: ["/account"] });
  render(<RouterProvider router={router} />);
}

describe("the account page with Clerk", () => {
  afterEach(() => provideRuntimeConfig(withClerk(false)));

  it("says Clerk keeps the account, and manages the API tokens and media servers the server keeps beside its lists", () => {
    provideRuntimeConfig(withClerk(true));
    renderAccountPage();
    expect(screen.getByText(/kept by Clerk/)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "API tokens" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Media servers" })).toBeTruthy();
    // The password's, email's and deletion's forms are Clerk's.
    expect(screen.queryByRole("heading", { name: "Delete account" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Password" })).toBeNull();
  });

  it("only says so when the server keeps no lists for Clerk's accounts", () => {
    provideRuntimeConfig(withClerk(false));
    renderAccountPage();
    expect(screen.getByText(/kept by Clerk/)).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "API tokens" })).toBeNull();
  });
});
