import type { Plugin } from "vite";

/** React Router's bundled files (development and production builds alike). */
const REACT_ROUTER_FILE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].+\.mjs$/;
/** A top-level component or context made by a call to React: `var Link = React10.forwardRef(`. */
const REACT_FACTORY_CALL = /^(var \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;
/** A top-level DevTools name: `Link.displayName = "Link";`. */
const DISPLAY_NAME_WRITE = /^\w+\.displayName = "[^"\n]*";$/gm;

/**
 * Lets the bundler drop the parts of React Router the app does not use (docs/decisions/017).
 * React Router's files make components with unannotated top-level calls (`React.forwardRef(…)`)
 * and name them with top-level property writes (`Form.displayName = "Form"`). A bundler must keep
 * both, as they might have side effects, so every such component and all it calls stays in the
 * first download even when nothing imports it (`<Form>` and its submit machinery: ~1.4 KB gzip).
 * Marking the calls pure and removing the names, which only React DevTools reads, makes them
 * ordinary unused code.
 */
export function shakeReactRouterSource(code: string): string {
  return code.replace(REACT_FACTORY_CALL, "$1/* @__PURE__ */ $2").replace(DISPLAY_NAME_WRITE, "");
}

export function shakeReactRouter(): Plugin {
  return {
    name: "movieapp:shake-react-router",
    apply: "build",
    transform(code, id) {
      if (!REACT_ROUTER_FILE.test(id)) return null;
      return { code: shakeReactRouterSource(code), map: null };
    },
  };
}
