import type { ComponentProps } from "react";

/** A Markdown image: a schematic screenshot with its alt text, and its title as the caption. */
export function Figure({ src, alt = "", title, width, height }: ComponentProps<"img">) {
  return (
    <figure className="my-6">
      <img
        src={src}
        width={width}
        height={height}
        alt={alt}
        loading="lazy"
        decoding="async"
        className="h-auto w-full rounded-lg border border-border bg-surface shadow-sm"
      />
      {title && <figcaption className="mt-2 text-center text-sm text-muted-foreground">{title}</figcaption>}
    </figure>
  );
}
