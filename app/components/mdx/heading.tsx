import type { ComponentProps } from "react";
import { Icon } from "~/components/ui/icon";
import { IconButton } from "~/components/ui/icon-button";
import { useCopy } from "~/hooks/use-copy";
import { useT } from "~/hooks/use-lang";
import { cn } from "~/lib/cn";

function SectionHeading({
  as: Tag,
  id,
  children,
  className,
  ...props
}: ComponentProps<"h2"> & { as: "h2" | "h3" }) {
  const t = useT();
  const copy = useCopy();
  return (
    <Tag id={id} className={cn("group flex scroll-mt-24 items-center gap-1", className)} {...props}>
      <span>{children}</span>
      {id && (
        <IconButton
          label={t("copyLink")}
          size="icon-sm"
          className="text-muted-foreground opacity-60 group-hover:opacity-100 focus-visible:opacity-100"
          onClick={() => {
            const url = new URL(window.location.href);
            url.hash = id;
            history.replaceState(history.state, "", url);
            void copy(url.toString(), {
              success: t("linkCopied"),
              failure: t("linkCopyFailed"),
            });
          }}
        >
          <Icon name="link" />
        </IconButton>
      )}
    </Tag>
  );
}

export function H2(props: ComponentProps<"h2">) {
  return (
    <SectionHeading
      as="h2"
      className="mt-12 mb-4 border-b border-border pb-2 text-2xl font-semibold tracking-tight"
      {...props}
    />
  );
}

export function H3(props: ComponentProps<"h3">) {
  return <SectionHeading as="h3" className="mt-8 mb-3 text-xl font-semibold" {...props} />;
}
