/**
 * The whole vocabulary an article may use: Markdown elements styled for reading, plus the few
 * components documented in content/README.md. Layout components are not available to authors.
 */
import type { MDXComponents } from "mdx/types";
import type { ComponentProps } from "react";
import { brand } from "~/config/brand";
import { Callout } from "./callout";
import { Copy, Pre } from "./code";
import { SupportLink, WithoutSupport, WithSupport } from "~/components/support/support-link";
import { Figure } from "./figure";
import { H2, H3 } from "./heading";
import { MdxLink } from "./link";
import { Tab } from "./tab";
import Tabs from "./tabs";

function Product() {
  return <>{brand.name}</>;
}

function Table(props: ComponentProps<"table">) {
  return (
    // Focusable so a keyboard can scroll a wide table (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="my-6 overflow-x-auto rounded-lg border border-border" tabIndex={0}>
      <table className="w-full border-collapse text-sm" {...props} />
    </div>
  );
}

export const mdxComponents: MDXComponents = {
  h2: H2,
  h3: H3,
  a: MdxLink,
  img: Figure,
  pre: Pre,
  table: Table,
  Product,
  Callout,
  Copy,
  Tabs,
  Tab,
  SupportLink,
  WithSupport,
  WithoutSupport,
};
