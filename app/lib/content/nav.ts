/** The navigation data of this build, generated from `content/` (packed and unpacked by packed-nav.ts). */
import packed from "virtual:content/nav";
import { unpackNav } from "./packed-nav";

export const nav = unpackNav(packed);
