import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { Island } from "~/islands/island";
import CopyButton from "./copy-button.island";

function SectionHeading({
  as: Tag,
  id,
  children,
  className,
  ...props
}: ComponentProps<"h2"> & { as: "h2" | "h3" }) {
  return (
    <Tag id={id} className={cn("group flex items-center gap-1", className)} {...props}>
      <span>{children}</span>
      {id && <Island component={CopyButton} hydrate="use" props={{ source: { section: id } }} />}
    </Tag>
  );
}

export function H2(props: ComponentProps<"h2">) {
  return <SectionHeading as="h2" className="prose-h2" {...props} />;
}

export function H3(props: ComponentProps<"h3">) {
  return <SectionHeading as="h3" className="prose-h3" {...props} />;
}
