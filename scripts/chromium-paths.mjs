// Where the end-to-end tests find Debian's Chromium, and how they start it (docs/decisions/075).

/** The full browser (Debian's `chromium`), as people run it: the journeys about the browser's own loading. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Debian's headless shell of the same Chromium (`chromium-headless-shell`): the same engine with no
 * browser window around it, for every other journey. Set it to the full browser's path to run every
 * journey there.
 */
export const CHROMIUM_SHELL_PATH = process.env.CHROMIUM_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

/** No sandbox (the tests run as root), no GPU, and nothing in the background that would reach the internet. */
export const BROWSER_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"];
