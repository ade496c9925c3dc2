import { useState, type KeyboardEvent } from "react";
import { cn, focusRing } from "~/lib/cn";

/**
 * The row of tabs of `<Tabs>` (tabs.tsx): the selected one's panel shows, the others' are hidden.
 * Arrow keys, Home and End move between tabs and select as they go (automatic activation); Tab
 * leaves the row for the panel.
 */
export default function TabList({ base, labels }: { base: string; labels: string[] }) {
  const [selected, setSelected] = useState(0);

  const select = (index: number, focus = false) => {
    setSelected(index);
    labels.forEach((_, other) => {
      const panel = document.getElementById(`${base}-panel-${other}`);
      if (panel) panel.hidden = other !== index;
    });
    if (focus) document.getElementById(`${base}-tab-${index}`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const last = labels.length - 1;
    const next =
      event.key === "ArrowRight"
        ? (selected + 1) % labels.length
        : event.key === "ArrowLeft"
          ? (selected + last) % labels.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    select(next, true);
  };

  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className="flex gap-1 overflow-x-auto border-b border-border px-2 pt-2"
    >
      {labels.map((label, index) => (
        <button
          key={index}
          type="button"
          role="tab"
          id={`${base}-tab-${index}`}
          aria-selected={index === selected}
          aria-controls={`${base}-panel-${index}`}
          tabIndex={index === selected ? 0 : -1}
          onClick={() => select(index)}
          onKeyDown={onKeyDown}
          className={cn(
            focusRing,
            "-mb-px cursor-pointer rounded-t-md border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground hover:text-foreground aria-selected:border-primary aria-selected:text-primary",
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
