import type { ReactNode } from "react";

export interface TabProps {
  label: string;
  children: ReactNode;
}

/** One alternative inside `<Tabs>`; its parent renders the label and the panel. */
export function Tab({ children }: TabProps) {
  return <>{children}</>;
}
