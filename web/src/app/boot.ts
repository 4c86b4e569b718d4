import { FIRST_VIEW_ELEMENT_ID } from "../../../common/first-view";
// Imported here, by the page's entry, so the stylesheet is in index.html, where the server inlines it.
import "./styles.css";

/**
 * The page's only script tag. A server-rendered first view (docs/decisions/014) needs no code to
 * be seen, so the app's code is asked for once that view is on screen, rather than competing with
 * the HTML and the posters for the connection; without a first view (the splash), it starts at once.
 */
const afterFirstPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

if (document.getElementById(FIRST_VIEW_ELEMENT_ID)) await afterFirstPaint();
await import("./main");
