import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * WCAG 2.1 A/AA, WCAG 2.2 AA (target sizes, as Lighthouse's accessibility audit checks them) and
 * best-practice violations on the page, or inside `selector`, one line each.
 */
export async function axeViolations(
  page: Page,
  selector?: string,
  skipRules: string[] = [],
): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    // Only violations are read: axe then skips the details of what passed, which is most of its time.
    // (First: `options` replaces what the calls below add to.)
    .options({ resultTypes: ["violations"] })
    .disableRules(skipRules)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]);
  const results = await (selector ? builder.include(selector) : builder).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}
