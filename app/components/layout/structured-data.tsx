import { graph, jsonLdText, type StructuredNode } from "~/lib/structured-data";

/**
 * A page's schema.org data (lib/structured-data.ts) as a JSON-LD block. A data block, never run:
 * the pages' policy does not list it (pipeline/csp.ts), and its text is escaped so that nothing in
 * it can end the element.
 */
export function StructuredData({ nodes }: { nodes: readonly StructuredNode[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(graph(nodes)) }} />;
}
