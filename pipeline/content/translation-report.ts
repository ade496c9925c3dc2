/**
 * The translations that lag behind their original, as a table: what `npm run translations` prints
 * and the build reports. Rows are the outdated and the missing translations; a help centre whose
 * every translation is current has none.
 */
import { languages } from "../../app/lib/languages";
import type { Registry } from "../../app/lib/content/types";

export interface LaggingTranslation {
  lang: string;
  /** The article's key (`organizacao/autenticacao/google`). */
  article: string;
  state: "outdated" | "missing";
  /** The day the original changed (outdated) or was last reviewed (missing). */
  since: string;
}

export function laggingTranslations(registry: Registry): LaggingTranslation[] {
  return languages.flatMap((lang) =>
    registry.articles.flatMap((article): LaggingTranslation[] => {
      const translation = article.translations[lang];
      if (translation.state === "outdated")
        return [{ lang, article: article.key, state: "outdated", since: translation.since }];
      if (translation.state === "missing")
        return [{ lang, article: article.key, state: "missing", since: article.reviewed }];
      return [];
    }),
  );
}

/** The rows as a plain-text table with a header, columns padded to their widest cell. */
export function formatTable(rows: readonly LaggingTranslation[]): string {
  const cells = [
    ["language", "article", "state", "since"],
    ...rows.map((row) => [row.lang, row.article, row.state, row.since]),
  ];
  const widths = cells[0]!.map((_, column) => Math.max(...cells.map((line) => line[column]!.length)));
  return cells
    .map((line) =>
      line
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

/**
 * Whether outdated translations fail the build and `npm run translations`: off unless asked
 * (`TRANSLATIONS_OUTDATED=fail`), since publishing first and translating after is the workflow.
 */
export function failOnOutdated(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.TRANSLATIONS_OUTDATED === "fail";
}
