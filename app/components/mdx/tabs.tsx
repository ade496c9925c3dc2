import { Tabs as TabsPrimitive } from "radix-ui";
import { Children, isValidElement, useId, type ReactElement, type ReactNode } from "react";

import type { TabProps } from "./tab";

/**
 * Alternatives a reader chooses between (WAI-ARIA tabs, from Radix). Every panel is in the HTML,
 * so the content is indexed and readable before scripts run; inactive ones are hidden.
 */
export default function Tabs({ children }: { children: ReactNode }) {
  const id = useId();
  const tabs = Children.toArray(children).filter(
    (child): child is ReactElement<TabProps> =>
      isValidElement(child) && typeof (child.props as TabProps).label === "string",
  );
  const values = tabs.map((_, index) => `${id}-${index}`);
  return (
    <TabsPrimitive.Root defaultValue={values[0]} className="my-6 rounded-lg border border-border">
      <TabsPrimitive.List className="flex gap-1 overflow-x-auto border-b border-border px-2 pt-2">
        {tabs.map((tab, index) => (
          <TabsPrimitive.Trigger
            key={values[index]}
            value={values[index]!}
            className="-mb-px rounded-t-md border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring data-[state=active]:border-primary data-[state=active]:text-primary"
          >
            {tab.props.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {tabs.map((tab, index) => (
        <TabsPrimitive.Content
          key={values[index]}
          value={values[index]!}
          forceMount
          className="px-4 py-2 focus-visible:outline-2 focus-visible:outline-ring data-[state=inactive]:hidden [&>*:first-child]:mt-3"
        >
          {tab.props.children}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
