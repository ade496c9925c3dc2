import { describe, expect, it } from "vitest";
import { languageTable } from "~/lib/languages";
import { nginxLanguageRules } from "./nginx-languages";

describe("nginx's rules for the languages under a prefix", () => {
  it("gives each prefixed language its not-found page, canonical URLs and files, and none to the default", () => {
    const rules = nginxLanguageRules(languageTable);
    for (const { prefix } of languageTable.filter((row) => row.prefix)) {
      expect(rules).toContain(`location = ${prefix}/404 {`);
      expect(rules).toContain(`location ^~ ${prefix}/404/ {`);
      expect(rules).toContain(`location ${prefix}/ {`);
      expect(rules).toContain(`location = ${prefix} {`);
      expect(rules).toContain(`error_page 404 ${prefix}/404/index.html;`);
    }
    expect(rules).not.toMatch(/location = \/404 \{/);
    expect(rules.match(/^\s*location /gm)).toHaveLength(5 * languageTable.filter((row) => row.prefix).length);
  });

  it("escapes a prefix in the canonical URL's regular expression", () => {
    const rules = nginxLanguageRules([{ code: "xx", prefix: "/x.y", englishName: "Test" }]);
    expect(rules).toContain("location ~ ^(?<canonical>\\/x\\.y(?:/.*[^/])?)/(?:index\\.html)?$ {");
  });
});
