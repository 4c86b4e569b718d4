import { useEffect } from "react";
import { useUiStore } from "../../stores/ui-store";

/** Light/dark switch; the chosen theme is kept in ui-store and applied to <html data-theme>. */
export function ThemeToggle() {
  const theme = useUiStore((s) => s.theme);
  const toggleTheme = useUiStore((s) => s.toggleTheme);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  const next = theme === "light" ? "dark" : "light";
  return (
    <button type="button" className="icon-button" title={`Switch to ${next} theme`} aria-label={`Switch to ${next} theme`} onClick={toggleTheme}>
      <span aria-hidden="true">{theme === "light" ? "☾" : "☀"}</span>
    </button>
  );
}
