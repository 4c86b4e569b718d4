import { describe, expect, it } from "vitest";
import { shakeReactRouterSource } from "./react-router-shake-plugin";

describe("shakeReactRouterSource", () => {
  it("marks top-level React component and context factories pure and drops DevTools names", () => {
    const source = [
      'var Form = React10.forwardRef(function FormImpl() {});',
      'Form.displayName = "Form";',
      "var RouteContext = React.createContext(null);",
      "var MemoizedRoutes = React3.memo(Routes);",
      "function useThing() {",
      "  let value = React.useContext(RouteContext);",
      "  return value;",
      "}",
    ].join("\n");
    expect(shakeReactRouterSource(source).split("\n")).toEqual([
      "var Form = /* @__PURE__ */ React10.forwardRef(function FormImpl() {});",
      "",
      "var RouteContext = /* @__PURE__ */ React.createContext(null);",
      "var MemoizedRoutes = /* @__PURE__ */ React3.memo(Routes);",
      "function useThing() {",
      "  let value = React.useContext(RouteContext);",
      "  return value;",
      "}",
    ]);
  });

  it("leaves indented code and other assignments alone", () => {
    const source = ['  FetcherForm2.displayName = "fetcher.Form";', "var x = compute();", 'Link.title = "Link";'].join("\n");
    expect(shakeReactRouterSource(source)).toBe(source);
  });
});
