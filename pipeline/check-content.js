// Validates content/ the way the build does, without building: fast feedback for authors.
import { runnerImport } from "vite";

try {
  const { module } = await runnerImport("./pipeline/content/content-source.ts");
  const { registry } = module.loadContent();
  console.log(
    `content ok: ${registry.categories.length} categories, ${registry.articles.length} articles in pt and en`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
