// The page's entry. What every page needs before its own code (React, the router, the stores, the
// shell) is one script (docs/decisions/043), evaluated in the order of these imports.
// The shell's stylesheet (what every page shares), imported by the page's entry so that it is in
// index.html, where the server inlines it. Each page imports its own (docs/decisions/040).
import "./styles.css";
// React DOM, then on a server-rendered page a pause for input ...
import "./react-dom-first";
// ... then the app, which hydrates or renders the page.
import "./main";
