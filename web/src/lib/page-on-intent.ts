import type { FocusEvent, PointerEvent } from "react";

/**
 * Getting a page ready when a person shows they are about to open it: the mouse pointer rests on
 * a link to it (or on a button that goes there), a finger or pen touches one, or focus arrives on
 * one. Its code and its data start loading then, so by the click the page usually renders in the
 * click's own task, with no round trip left. Nothing loads without such a sign, so a page's first
 * download (and Lighthouse, which never hovers) is unchanged.
 *
 * Links (components/) cannot know the route table (app/): the app registers, once at start, how
 * to get the page at an address ready.
 */
type PreparePage = (pathname: string, search: string) => void;

let preparePage: PreparePage = () => undefined;

export function whenIntentPreparePage(prepare: PreparePage): void {
  preparePage = prepare;
}

/** Starts loading the code and data of the page at `address` (a path, with or without its query). */
export function preparePageFor(address: string): void {
  const [pathAndQuery = address] = address.split("#");
  const queryAt = pathAndQuery.indexOf("?");
  preparePage(queryAt < 0 ? pathAndQuery : pathAndQuery.slice(0, queryAt), queryAt < 0 ? "" : pathAndQuery.slice(queryAt));
}

/**
 * How long the mouse pointer rests on a link before it counts as intent: a pointer sweeping across
 * a grid of cards asks for none of their films. (A person's pointer slows onto what they click
 * for longer than this; a touch counts at once, as it comes just before its tap.)
 */
export const POINTER_REST_MS = 60;

const resting = new WeakMap<Element, ReturnType<typeof setTimeout>>();

/** The handlers that make pointer, touch and focus on an element count as intent to open `address`. */
export function intentHandlers(address: string) {
  return {
    onPointerEnter: (event: PointerEvent<Element>) => {
      if (event.pointerType !== "mouse") return preparePageFor(address);
      const element = event.currentTarget;
      clearTimeout(resting.get(element));
      resting.set(element, setTimeout(() => preparePageFor(address), POINTER_REST_MS));
    },
    onPointerLeave: (event: PointerEvent<Element>) => clearTimeout(resting.get(event.currentTarget)),
    onFocus: (_event: FocusEvent<Element>) => preparePageFor(address),
  };
}
