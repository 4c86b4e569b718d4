import "react-dom/client";
import { FIRST_VIEW_ELEMENT_ID } from "../../../common/first-view";

/**
 * Running a script's top-level code is one uninterruptible task. On a page the server rendered
 * (docs/decisions/014), already on screen when the app's script runs (docs/decisions/031), that code
 * is React DOM's (over half of it) and then the app's: this module runs React DOM's, and its
 * top-level await ends the task before the app's (imported after it by the entry), so the page can
 * respond to input in between. A page sent without a first view (the splash) has nothing yet to
 * respond to: it goes on.
 */
if (document.getElementById(FIRST_VIEW_ELEMENT_ID)) await new Promise<void>((resolve) => setTimeout(resolve, 0));
