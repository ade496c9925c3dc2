/**
 * The language stack of the help centre's languages, from their vocabulary files, validated at
 * build time and served as a module (pipeline/vocabulary-plugin.ts); outside a Vite build (the
 * bench under tsx) the same module is read from disk through the tsconfig path of
 * `virtual:language-vocabulary`.
 */
import vocabularies from "virtual:language-vocabulary";
import { languageStack } from "./stack";

export const language = languageStack(vocabularies);
