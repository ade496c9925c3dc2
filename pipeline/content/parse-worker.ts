/** A worker of parse-ahead.ts (pipeline/pool.ts): each article parsed into the build cache. */
import { serve } from "../pool-worker";
import { parsedArticle, type ArticleSource } from "./parsed-cache";

serve((article: ArticleSource) => {
  parsedArticle(article);
});
