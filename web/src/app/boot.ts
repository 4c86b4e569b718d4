// The page's entry. What every page needs before its own code (React, the router, the stores, the
// shell) is one script (docs/decisions/043).
// The shell's stylesheet (what every page shares), imported by the page's entry so that it is in
// index.html, where the server inlines it. Each page imports its own (docs/decisions/040).
import "./styles.css";
// React DOM runs first, then on a server-rendered page a pause for input (its top-level await):
// this module's own code below runs only after both.
import "./react-dom-first";
import { startApp } from "./main";

startApp();
