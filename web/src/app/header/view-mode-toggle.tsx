import { useUiStore } from "../../stores/ui-store";

function GridIcon() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" fill="currentColor">
      <rect x="2" y="2" width="7" height="7" rx="1.5" /><rect x="11" y="2" width="7" height="7" rx="1.5" />
      <rect x="2" y="11" width="7" height="7" rx="1.5" /><rect x="11" y="11" width="7" height="7" rx="1.5" />
    </svg>
  );
}

function ListIcon() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" fill="currentColor">
      <rect x="2" y="3" width="16" height="3" rx="1.5" /><rect x="2" y="8.5" width="16" height="3" rx="1.5" /><rect x="2" y="14" width="16" height="3" rx="1.5" />
    </svg>
  );
}

/** The grid/list switch: buttons titled 'Grid view' and 'List view', the active one pressed. */
export function ViewModeToggle() {
  const viewMode = useUiStore((s) => s.viewMode);
  const setViewMode = useUiStore((s) => s.setViewMode);
  return (
    <div className="view-toggle" role="group" aria-label="View mode">
      <button type="button" title="Grid view" aria-label="Grid view" aria-pressed={viewMode === "grid"} onClick={() => setViewMode("grid")}>
        <GridIcon />
      </button>
      <button type="button" title="List view" aria-label="List view" aria-pressed={viewMode === "list"} onClick={() => setViewMode("list")}>
        <ListIcon />
      </button>
    </div>
  );
}
