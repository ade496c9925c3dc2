// Validates content/ the way the build does, without building: fast feedback for authors.
import { languages } from "../app/lib/languages";
import { contentDir, loadContent } from "./content/content-source";
import { loadVocabularies } from "./content/vocabulary";

try {
  const { registry } = loadContent();
  loadVocabularies(contentDir, languages);
  console.log(
    `content ok: ${registry.categories.length} categories, ${registry.articles.length} articles in ${languages.join(", ")}, and their vocabularies`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
