import type { IconName } from "~/lib/icons";
import { Icon } from "./icon";

/** The icon an article or category names in its frontmatter (validated at build against icons.ts). */
export function ContentIcon({ name, className }: { name: string; className?: string }) {
  return <Icon name={name as IconName} className={className} />;
}
