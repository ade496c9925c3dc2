import type { ComponentProps } from "react";

/** A Markdown image: a schematic screenshot with its alt text, and its title as the caption. */
export function Figure({ src, alt = "", title }: ComponentProps<"img">) {
  return (
    <figure className="my-6">
      <img
        src={src}
        alt={alt}
        loading="lazy"
        decoding="async"
        className="w-full rounded-lg border border-border bg-surface shadow-sm"
      />
      {title && <figcaption className="mt-2 text-center text-sm text-muted-foreground">{title}</figcaption>}
    </figure>
  );
}
