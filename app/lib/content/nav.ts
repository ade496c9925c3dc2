/** The navigation data of this build, generated from `content/` (packed and unpacked by packed-nav.ts). */
import packed from "virtual:content/nav";
import { indexContent } from "./navigation";
import { unpackNav } from "./packed-nav";

/** This build's navigation with its lookups, built once per page load. */
export const content = indexContent(unpackNav(packed));
