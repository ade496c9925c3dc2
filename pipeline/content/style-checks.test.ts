import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { withTempBuildCache } from "../../tests/support/temp-build-cache";
import { contentDir } from "./content-source";
import { parseMdx } from "./parse-mdx";
import * as guide from "./style-guide";
import { styleChecks } from "./style-checks";

vi.mock("./style-guide", async (original) => {
  const real = await original<typeof guide>();
  return { ...real, parseStyleGuide: vi.fn(real.parseStyleGuide) };
});

withTempBuildCache("style-checks");
const readme = readFileSync(join(contentDir, "README.md"), "utf8");
/** An article as the registry hands it to the checks: its source, and what was read from it. */
const checked = (source: string) => ({
  article: { source, support: true },
  parsed: parseMdx(source, { support: true }),
});
const article = checked(
  [
    "---",
    "title: Sending a report",
    "---",
    "",
    "Send the report by e-mail once you log in.",
    "",
    "If it fails, contact us.",
  ].join("\n"),
);

describe("the style checks", () => {
  it("find an article's forbidden variants and unlinked support words, as the guide's functions do", () => {
    const findings = styleChecks(readme).check({ lang: "en", ...article });
    expect(findings.variants.map(({ found, preferred }) => [found, preferred])).toEqual([
      ["e-mail", "email"],
      ["log in", "sign in, sign-in, sign out"],
    ]);
    expect(findings.unlinkedSupport.map(({ found }) => found)).toEqual(["contact us"]);
    expect(findings.variants.every(({ line }) => line === 5)).toBe(true);
  });

  it("read the guide's tables once, and not at all in a build whose findings are all kept", () => {
    const parse = vi.mocked(guide.parseStyleGuide);
    parse.mockClear();
    const first = styleChecks(readme);
    const found = first.check({ lang: "en", ...article });
    first.check({ lang: "pt", ...article });
    expect(parse).toHaveBeenCalledTimes(1);

    parse.mockClear();
    const again = styleChecks(readme);
    expect(again.problems).toEqual(first.problems);
    expect(again.check({ lang: "en", ...article })).toEqual(found);
    expect(parse).not.toHaveBeenCalled();
  });

  it("check again when the guide or the prose changed, never handing back the old findings", () => {
    const before = styleChecks(readme).check({ lang: "en", ...article });
    const noEmail = readme.replace(/^\| en \| `e-mail\*` .*\n/m, "");
    expect(noEmail).not.toBe(readme);
    expect(
      styleChecks(noEmail)
        .check({ lang: "en", ...article })
        .variants.map(({ found }) => found),
    ).toEqual(["log in"]);
    const fixed = checked(
      "---\ntitle: Sending a report\n---\n\nSend the report by email once you sign in.\n",
    );
    expect(styleChecks(readme).check({ lang: "en", ...fixed }).variants).toEqual([]);
    expect(styleChecks(readme).check({ lang: "en", ...article })).toEqual(before);
  });

  it("report the guide's own problems, from the cache too", () => {
    const broken = "# Writing the content\n\nNo table here.\n";
    const problems = styleChecks(broken).problems;
    expect(problems.length).toBeGreaterThan(0);
    expect(styleChecks(broken).problems).toEqual(problems);
  });
});
