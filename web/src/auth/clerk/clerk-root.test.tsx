import { act, render, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyFilmState } from "../../lists/film-changes";
import { listActions, useListMarks } from "../../lists/list-marks";
import { useAuthStore } from "../auth-store";
import { leaveAccount } from "../leave-account";

// Clerk is a third-party service that cannot be reached from tests: its React SDK is replaced by a
// stand-in that records what MovieApp hands it and lets each test choose Clerk's session state.
interface ClerkStandIn {
  providerProps: Record<string, unknown>;
  auth: { isLoaded: boolean; isSignedIn: boolean | undefined; getToken: () => Promise<string | null> };
  user: null | Record<string, unknown>;
  signOut: ReturnType<typeof vi.fn>;
}
const clerkState: ClerkStandIn = vi.hoisted(() => ({
  providerProps: {},
  auth: { isLoaded: false, isSignedIn: false, getToken: () => Promise.resolve(null) },
  user: null,
  signOut: vi.fn(() => Promise.resolve()),
}));

vi.mock("@clerk/react", () => ({
  ClerkProvider: (props: Record<string, unknown> & { children: React.ReactNode }) => {
    clerkState.providerProps = props;
    return <>{props.children}</>;
  },
  useAuth: () => clerkState.auth,
  useUser: () => ({ user: clerkState.user }),
  useClerk: () => ({ signOut: clerkState.signOut }),
}));

const { ClerkRoot } = await import("./clerk-root");

describe("the Clerk adapter", () => {
  beforeEach(() => {
    useAuthStore.setState({ isLoaded: false, isSignedIn: false, user: null, leftByChoice: false });
    clerkState.auth = { isLoaded: false, isSignedIn: false, getToken: () => Promise.resolve(null) };
    clerkState.user = null;
  });
  afterEach(() => vi.unstubAllGlobals());

  it("initialises Clerk with the key, /sign-in after sign-out, and the spec's texts", () => {
    render(<ClerkRoot publishableKey="pk_test_abc" navigate={vi.fn()}>app</ClerkRoot>);
    expect(clerkState.providerProps).toMatchObject({
      publishableKey: "pk_test_abc",
      afterSignOutUrl: "/sign-in",
      signInUrl: "/sign-in",
      signUpUrl: "/sign-up",
      localization: {
        signIn: { start: { title: "Sign in to Movie App", subtitle: "Welcome back! Please sign in to continue" } },
        signUp: { start: { title: "Create your account", subtitle: "Welcome! Please fill in the details to get started" } },
      },
    });
  });

  it("routes Clerk's navigation through the app's router", () => {
    const navigate = vi.fn();
    render(<ClerkRoot publishableKey="pk_test_abc" navigate={navigate}>app</ClerkRoot>);
    (clerkState.providerProps.routerPush as (to: string) => void)("/sign-up");
    (clerkState.providerProps.routerReplace as (to: string) => void)("/");
    expect(navigate).toHaveBeenNthCalledWith(1, "/sign-up");
    expect(navigate).toHaveBeenNthCalledWith(2, "/", { replace: true });
  });

  it("keeps the session unknown until Clerk has loaded, then reports it", () => {
    const view = render(<ClerkRoot publishableKey="pk_test_abc" navigate={vi.fn()}>app</ClerkRoot>);
    expect(useAuthStore.getState().isLoaded).toBe(false);
    clerkState.auth = { ...clerkState.auth, isLoaded: true, isSignedIn: true };
    clerkState.user = { id: "user_1", fullName: "Grace Hopper", imageUrl: "https://img.clerk.com/x", hasImage: true, primaryEmailAddress: { emailAddress: "grace@example.com" } };
    view.rerender(<ClerkRoot publishableKey="pk_test_abc" navigate={vi.fn()}>app</ClerkRoot>);
    expect(useAuthStore.getState()).toMatchObject({
      isLoaded: true,
      isSignedIn: true,
      user: { id: "user_1", name: "Grace Hopper", email: "grace@example.com", imageUrl: "https://img.clerk.com/x" },
    });
  });

  it("reports a signed-out visitor, and signs out through Clerk to /sign-in", async () => {
    clerkState.auth = { ...clerkState.auth, isLoaded: true, isSignedIn: false };
    render(<ClerkRoot publishableKey="pk_test_abc" navigate={vi.fn()}>app</ClerkRoot>);
    expect(useAuthStore.getState()).toMatchObject({ isLoaded: true, isSignedIn: false, user: null });
    await act(() => useAuthStore.getState().signOut());
    expect(clerkState.signOut).toHaveBeenCalledWith({ redirectUrl: "/sign-in" });
  });

  it("remembers that a sign-out through Clerk was the person's own, once Clerk reports nobody signed in, until someone signs in", async () => {
    const signedIn = () => {
      clerkState.auth = { ...clerkState.auth, isLoaded: true, isSignedIn: true };
      clerkState.user = { id: "user_1", fullName: "Grace Hopper", imageUrl: "", hasImage: false, primaryEmailAddress: { emailAddress: "grace@example.com" } };
      return <ClerkRoot publishableKey="pk_test_abc" navigate={vi.fn()}>app</ClerkRoot>;
    };
    const signedOut = () => {
      clerkState.auth = { ...clerkState.auth, isLoaded: true, isSignedIn: false };
      clerkState.user = null;
      return <ClerkRoot publishableKey="pk_test_abc" navigate={vi.fn()}>app</ClerkRoot>;
    };
    const view = render(signedIn());
    expect(useAuthStore.getState().leftByChoice).toBe(false);
    // The account menu's Sign out.
    await act(() => leaveAccount(useAuthStore.getState().signOut, vi.fn()));
    view.rerender(signedOut());
    expect(useAuthStore.getState()).toMatchObject({ isSignedIn: false, leftByChoice: true });
    view.rerender(signedIn());
    expect(useAuthStore.getState()).toMatchObject({ isSignedIn: true, leftByChoice: false });
    // A session Clerk ends by itself (it lapsed) is no choice: the guard keeps the page to return to.
    view.rerender(signedOut());
    expect(useAuthStore.getState()).toMatchObject({ isSignedIn: false, leftByChoice: false });
  });

  it("has the lists ask with the signed-in Clerk user's session token, and forget one user's lists when another signs in", async () => {
    // The server's lists: Ada has The Godfather on her watchlist, Grace has nothing.
    const watchlistOf: Record<string, boolean> = { "Bearer token-of-ada": true, "Bearer token-of-grace": false };
    const server = vi.fn((_path: string, init: RequestInit) => {
      const who = (init.headers as Record<string, string>).Authorization ?? "";
      return Promise.resolve(new Response(JSON.stringify({ films: [{ ...emptyFilmState(238), watchlist: watchlistOf[who] ?? false }] }), { status: 200 }));
    });
    vi.stubGlobal("fetch", server);
    const signedInAs = (name: string) => {
      clerkState.auth = { isLoaded: true, isSignedIn: true, getToken: () => Promise.resolve(`token-of-${name}`) };
      clerkState.user = { id: `user_${name}`, fullName: name, imageUrl: "", hasImage: false, primaryEmailAddress: { emailAddress: `${name}@example.com` } };
      return <ClerkRoot publishableKey="pk_test_abc" navigate={vi.fn()}>app</ClerkRoot>;
    };
    const view = render(signedInAs("ada"));
    const lists = await listActions();
    const release = lists.want(238);
    await waitFor(() => expect(useListMarks.getState().films[238]?.watchlist).toBe(true));

    view.rerender(signedInAs("grace"));
    expect(useListMarks.getState().films[238]?.watchlist).not.toBe(true);
    await waitFor(() => expect(useListMarks.getState().films[238]?.watchlist).toBe(false));
    expect(server.mock.calls.map(([, init]) => (init.headers as Record<string, string>).Authorization)).toEqual(["Bearer token-of-ada", "Bearer token-of-grace"]);
    release();
  });
});
