/**
 * The help centre's languages' vocabularies, read and validated from `content/`: what
 * `virtual:language-vocabulary` is where no Vite plugin serves it (tsx scripts, through the
 * tsconfig path of that name). Builds get it from pipeline/vocabulary-plugin.ts instead.
 */
import { languages } from "../../app/lib/content/types";
import { contentDir } from "./content-source";
import { loadVocabularies } from "./vocabulary";

export default loadVocabularies(contentDir, languages);
