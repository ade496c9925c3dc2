/** A worker of parse-ahead.ts (pipeline/pool.ts): each article's source parsed into the build cache. */
import { serve } from "../pool-worker";
import { parseIntoCache } from "./parse-cache";

serve(parseIntoCache);
