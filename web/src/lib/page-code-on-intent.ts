/**
 * Loading a page's code when a person shows they are about to open it: the pointer arrives on a
 * link, or focus does. By the click, the page's chunk is usually in, and the page renders in the
 * click's own task instead of after a round trip for its code and another for the modules it
 * imports. Code loaded this way is never part of the first download.
 *
 * Links (components/) cannot know the route table (app/): the app registers how to load the code
 * of the page at an address, once, at start.
 */
type LoadPageCode = (pathname: string) => void;

let loadPageCode: LoadPageCode = () => undefined;

export function whenIntentLoadPageCode(load: LoadPageCode): void {
  loadPageCode = load;
}

/** Starts loading the code of the page at `address` (a path, with or without its query). */
export function loadPageCodeFor(address: string): void {
  loadPageCode(address.split(/[?#]/)[0] ?? address);
}
