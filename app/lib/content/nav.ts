/** The navigation data of this build, generated from `content/` by scripts/vite-plugin-content.ts. */
import nav from "virtual:content/nav";

export { nav };
