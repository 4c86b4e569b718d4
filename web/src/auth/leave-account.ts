import { useMovieStore } from "../stores/movie-store";
import { useUiStore } from "../stores/ui-store";
import { useAuthStore } from "./auth-store";

/**
 * The person leaves their account in this browser by choice: they sign out (`end` is the sign-in
 * provider's sign-out, which reports nobody signed in), or their account is deleted (`end` says so).
 * Whatever `end` answers, this browser then:
 * - keeps no page for the next sign-in to return to (`leftByChoice`): whoever signs in next may be
 *   someone else;
 * - forgets what it kept of the account's browsing (its last search, its results, the film it last
 *   opened), not left for whoever uses the browser next;
 * - goes to the sign-in page (`goTo`: the router's navigate).
 */
export async function leaveAccount(end: () => Promise<void>, goTo: (to: string, options: { replace: boolean }) => unknown): Promise<void> {
  useAuthStore.setState({ leftByChoice: true });
  await end().catch(() => undefined);
  useUiStore.getState().setSearchQuery("");
  useMovieStore.getState().clearSearch();
  useMovieStore.setState({ selectedMovie: null });
  void goTo("/sign-in", { replace: true });
}
