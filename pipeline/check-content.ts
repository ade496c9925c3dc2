// Validates content/ the way the build does, without building: fast feedback for authors.
import { languages } from "../app/lib/languages";
import { contentDir, loadContent } from "./content/content-source";
import { loadVocabularies } from "./content/vocabulary";

try {
  const { registry, claims } = loadContent();
  loadVocabularies(contentDir, languages);
  // Listed, not failed: the writer checks each against the product knowledge (content/README.md).
  if (claims.length > 0)
    console.warn(
      [
        `${claims.length} scope claim(s) to check against the product knowledge; fix each or mark its block {/* scope reviewed */} (content/README.md, "Scope claims"):`,
        ...claims.map(
          ({ file, claim }) =>
            `  content/${file}:${claim.line}: "${claim.word}" next to "${claim.term}": ${claim.sentence}`,
        ),
      ].join("\n"),
    );
  console.log(
    `content ok: ${registry.categories.length} categories, ${registry.articles.length} articles in ${languages.join(", ")}, and their vocabularies`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
