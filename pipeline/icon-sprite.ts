/** Builds one SVG sprite (`<symbol id="icon-name">` per icon) from lucide's icon data. */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { iconSymbolId } from "../app/lib/icons";

type IconNode = [tag: string, attributes: Record<string, string>][];

const require = createRequire(import.meta.url);

function escapeAttribute(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
}

/** lucide's drawing of an icon; a renamed icon's module re-exports the new one, which is followed. */
async function iconNode(name: string): Promise<IconNode> {
  let file = require.resolve(`lucide-react/dist/esm/icons/${name}.mjs`);
  for (let hops = 0; hops < 3; hops++) {
    const module = (await import(file)) as { __iconData?: { node: IconNode } };
    if (module.__iconData) return module.__iconData.node;
    const target = /from '(\.\/[^']+\.mjs)'/.exec(readFileSync(file, "utf8"))?.[1];
    if (!target) break;
    file = join(dirname(file), target);
  }
  throw new Error(`lucide has no icon named "${name}"`);
}

/**
 * How every lucide icon is drawn, written once on each symbol rather than on each of the 30 to 60
 * icons of a page's HTML. A symbol's attributes reach the shapes `<use>` clones from it, and
 * `currentColor` there is the colour of the text around the icon.
 */
const drawing =
  'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

export async function buildIconSprite(names: readonly string[]): Promise<string> {
  const symbols = await Promise.all(
    names.map(async (name) => {
      const shapes = (await iconNode(name))
        .map(([tag, attributes]) => {
          const rendered = Object.entries(attributes)
            .filter(([key]) => key !== "key")
            .map(([key, value]) => `${key}="${escapeAttribute(String(value))}"`)
            .join(" ");
          return `<${tag} ${rendered}/>`;
        })
        .join("");
      return `<symbol id="${iconSymbolId(name)}" viewBox="0 0 24 24" ${drawing}>${shapes}</symbol>`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}
