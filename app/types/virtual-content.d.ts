declare module "virtual:content/nav" {
  import type { Nav } from "~/lib/content/navigation";
  const nav: Nav;
  export default nav;
}

declare module "virtual:content/registry" {
  import type { Registry } from "~/lib/content/types";
  const registry: Registry;
  export default registry;
}
