import { FIRST_VIEW_ELEMENT_ID } from "../../../common/first-view";
// The shell's stylesheet (what every page shares), imported by the page's entry so that it is in
// index.html, where the server inlines it. Each page imports its own (docs/decisions/040).
import "./styles.css";

/**
 * The page's entry. A page sent with its server-rendered first view (docs/decisions/014) is already
 * on screen when this runs: the server's loader asks for this script only once the page has been
 * painted (docs/decisions/031). A page sent without one (the splash) runs it at once.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

if (document.getElementById(FIRST_VIEW_ELEMENT_ID)) {
  // Running a module's top-level code is one uninterruptible task. React DOM is over half of the
  // app's code, so it runs in a task of its own and the rest of the app in the next, keeping the
  // page able to respond to input between them.
  await import("react-dom/client");
  await nextTask();
}
await import("./main");
