// Validates content/ the way the build does, without building: fast feedback for authors.
import { languages } from "../app/lib/languages";
import { loadContent } from "./content/content-source";

try {
  const { registry } = loadContent();
  console.log(
    `content ok: ${registry.categories.length} categories, ${registry.articles.length} articles in ${languages.join(", ")}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
