/**
 * Runs a loader and, if it fails, tries exactly once more after `delayMs` (a page whose
 * code fails to load is retried once, after 1 second). A second failure is passed on to the error screen.
 */
export async function retryOnce<T>(load: () => Promise<T>, delayMs = 1000): Promise<T> {
  try {
    return await load();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return load();
  }
}
