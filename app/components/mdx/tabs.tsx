import { Children, isValidElement, useId, type ReactElement, type ReactNode } from "react";
import { Island } from "~/islands/island";
import TabList from "./tab-list.island";
import type { TabProps } from "./tab";
import { cn, focusRing } from "~/lib/cn";

/**
 * Alternatives a reader chooses between (the WAI-ARIA tabs pattern). Every panel is in the HTML,
 * so the content is indexed and readable before scripts run; inactive ones are hidden. The panels
 * are HTML; the row of tabs is an island that shows one and hides the others.
 */
export default function Tabs({ children }: { children: ReactNode }) {
  // Rendered at build time only, so React's id just needs to be unique on the page.
  const base = `tabs-${useId().replace(/[^\w-]/g, "")}`;
  const tabs = Children.toArray(children).filter(
    (child): child is ReactElement<TabProps> =>
      isValidElement(child) && typeof (child.props as TabProps).label === "string",
  );
  return (
    <div className="my-6 rounded-lg border border-border">
      <Island
        component={TabList}
        props={{ base, labels: tabs.map((tab) => tab.props.label) }}
        hydrate="use"
      />
      {tabs.map((tab, index) => (
        <div
          key={index}
          id={`${base}-panel-${index}`}
          role="tabpanel"
          aria-labelledby={`${base}-tab-${index}`}
          hidden={index !== 0}
          tabIndex={0}
          className={cn(focusRing, "px-4 py-2 [&>*:first-child]:mt-3")}
        >
          {tab.props.children}
        </div>
      ))}
    </div>
  );
}
