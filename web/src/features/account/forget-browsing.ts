import { useMovieStore } from "../../stores/movie-store";
import { useUiStore } from "../../stores/ui-store";

/**
 * What this browser kept of an account's browsing (its last search, its results, the film it last
 * opened), forgotten as the account leaves (signed out or deleted): not left for whoever uses the
 * browser next.
 */
export function forgetBrowsing(): void {
  useUiStore.getState().setSearchQuery("");
  useMovieStore.getState().clearSearch();
  useMovieStore.setState({ selectedMovie: null });
}
