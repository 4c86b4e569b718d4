import type { PointerEvent } from "react";

/**
 * Getting a page ready when a person shows they are about to open it: a pointer (mouse, finger or
 * pen) or focus rests on a link to it (or on a button that goes there), or presses one. Its code
 * and its data start loading then, so by the click the page usually renders in the
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

/** Starts loading the code and data of the page at `address` (a path from the site's root, with or without its query). */
export function preparePageFor(address: string): void {
  const { pathname, search } = new URL(address, location.origin);
  preparePage(pathname, search);
}

/**
 * How long a pointer (mouse, finger or pen) or focus rests on a link before it counts as intent: a
 * pointer sweeping across a grid, a finger starting a scroll on a card (its pointer is cancelled
 * as the page pans) or a held Tab key running through a film's cast asks for none of what it
 * passes. A person's pointer slows onto what they click for longer than this, and a tap lasts
 * longer; pressing counts at once.
 */
export const REST_MS = 60;

const resting = new WeakMap<Element, ReturnType<typeof setTimeout>>();
/** The address an element has got ready since the pointer or focus came to rest on it. */
const readied = new WeakMap<Element, string>();

/**
 * The handlers that make a pointer or focus resting on an element, or a press on it, count as
 * intent to open `address`. A press on what a rest has already got ready asks for nothing more:
 * its click follows at once, and the page's work belongs to the click.
 */
export function intentHandlers(address: string) {
  const ready = (element: Element) => {
    readied.set(element, address);
    preparePageFor(address);
  };
  const rest = (event: { currentTarget: Element }) => {
    const element = event.currentTarget;
    // Focus that a press brings, on what is ready already, has nothing left to do.
    if (readied.get(element) === address) return;
    clearTimeout(resting.get(element));
    resting.set(element, setTimeout(() => ready(element), REST_MS));
  };
  const leave = (event: { currentTarget: Element }) => {
    clearTimeout(resting.get(event.currentTarget));
    readied.delete(event.currentTarget);
  };
  return {
    onPointerEnter: rest,
    onPointerLeave: leave,
    onPointerCancel: leave,
    onPointerDown: (event: PointerEvent<Element>) => {
      const element = event.currentTarget;
      clearTimeout(resting.get(element));
      if (readied.get(element) !== address) ready(element);
    },
    onFocus: rest,
    onBlur: leave,
  };
}

/** The events intentHandlers answers: an element given them takes no other handlers for these. */
export type IntentEvents = keyof ReturnType<typeof intentHandlers>;
