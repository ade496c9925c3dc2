import { cva, type VariantProps } from "class-variance-authority";
import { cloneElement, isValidElement, type ComponentProps } from "react";
import { cn, focusRing, focusRingOffset } from "~/lib/cn";

/**
 * What an ordinary button looks like besides its colours (the `control` utility in app.css); the
 * floating ones have their own look.
 */
const control = "control";

export const buttonVariants = cva(["items-center", focusRing, focusRingOffset], {
  variants: {
    variant: {
      primary: [control, "bg-primary text-primary-foreground hover:bg-primary-hover"],
      outline: [control, "border border-border bg-surface text-foreground hover:bg-muted"],
      ghost: [control, "text-foreground hover:bg-muted"],
      /** A round button over the page's bottom corner (the caller picks the side): the assistant's. */
      floating:
        "fixed bottom-5 z-30 flex gap-2 rounded-full bg-primary font-medium text-primary-foreground shadow-lg hover:bg-primary-hover",
      /**
       * A plain icon button in the header below 1024 px that floats over the bottom corner above
       * it: the sidebar's open button (app.css decides when it shows).
       */
      "floating-lg":
        "shrink-0 justify-center rounded-md text-foreground hover:bg-muted lg:fixed lg:bottom-5 lg:z-30 lg:size-12 lg:rounded-full lg:bg-primary lg:text-primary-foreground lg:shadow-lg lg:hover:bg-primary-hover",
    },
    size: {
      sm: "h-8 px-3",
      md: "h-10 px-4",
      icon: "size-9",
      "icon-sm": "size-8",
      floating: "h-12 px-4",
    },
  },
  defaultVariants: { variant: "outline", size: "md" },
});

/**
 * A button, or with `asChild` its one child (a link that looks like a button) given the button's
 * classes and props; the child's own props win, its classes join. Radix's Slot does the same and
 * more (refs, handlers of both), but it would put 1.4 KB gzip into every island that draws a button,
 * and the links that use `asChild` are only rendered at build time.
 */
export function Button({
  className,
  variant,
  size,
  type = "button",
  asChild = false,
  children,
  ...props
}: ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild && isValidElement<{ className?: string }>(children)) {
    return cloneElement(children, {
      ...props,
      ...children.props,
      className: cn(classes, children.props.className),
    });
  }
  return (
    <button type={type} className={classes} {...props}>
      {children}
    </button>
  );
}
