/**
 * Runs a loader and, if it fails, tries exactly once more after `delayMs` (a page whose code fails
 * to load is retried once, after 1 second), with `again` given the first failure (by default the
 * loader itself). A second failure is passed on to the error screen.
 */
export async function retryOnce<T>(load: () => Promise<T>, delayMs = 1000, again: (error: unknown) => Promise<T> = load): Promise<T> {
  try {
    return await load();
  } catch (error) {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return again(error);
  }
}
