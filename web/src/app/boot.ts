import { FIRST_VIEW_ELEMENT_ID } from "../../../common/first-view";
// Imported here, by the page's entry, so the stylesheet is in index.html, where the server inlines it.
import "./styles.css";

/**
 * The page's only script tag. A server-rendered first view (docs/decisions/014) needs no code to
 * be seen, so the app's code is asked for once that view is on screen, rather than competing with
 * the HTML and the posters for the connection; without a first view (the splash), it starts at once.
 */
const afterFirstPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

if (document.getElementById(FIRST_VIEW_ELEMENT_ID)) {
  await afterFirstPaint();
  // Running a module's top-level code is one uninterruptible task. React DOM is over half of the
  // app's code, so it runs in a task of its own and the rest of the app in the next, keeping the
  // page able to respond to input between them.
  await import("react-dom/client");
  await nextTask();
}
await import("./main");
