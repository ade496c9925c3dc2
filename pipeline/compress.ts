/**
 * The pre-compressed copies servers send (`<file>.gz`, `<file>.br`), made once at build time at the
 * highest levels (for pages, brotli's one below: `brotliQuality`), and kept in the build cache
 * (pipeline/build-cache.ts) by the bytes compressed and the compressor's version and settings: a file
 * whose bytes did not change since a previous build is copied, not compressed again.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { cacheKey, restore, type BuildCache } from "./build-cache";

/** The files worth a compressed copy: text, and at least this many bytes. */
const textFile = /\.(html|js|css|json|svg|xml|txt|md|data)$/;
export const minCompressedBytes = 512;

export const compressible = (path: string, size: number) => textFile.test(path) && size >= minCompressedBytes;

const encodings = [
  {
    extension: "gz",
    settings: () => `gzip level 9, zlib ${process.versions.zlib}`,
    compress: (bytes: Buffer) => gzipSync(bytes, { level: 9 }),
  },
  {
    extension: "br",
    settings: (file: string) => `brotli quality ${brotliQuality(file)}, brotli ${process.versions.brotli}`,
    compress: (bytes: Buffer, file: string) =>
      brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file) } }),
  },
] as const;

/**
 * Brotli's highest quality (11) for the code and the data the site has one of per language (the
 * search entry, a whole index, the questions), made once per change of their bytes; one below it for
 * the files there are as many of as articles: the pages and their text exports, and a sharded
 * language's search and assistant files (app/lib/search/shards/format.ts names them). Quality 10 is
 * several times faster and about 2% larger on pages (40 of ours: 406 KB against 398 KB), 0.5% on
 * shards; on a help centre of thousands of articles built from scratch it is the difference between
 * minutes of compression and a quarter of an hour (at 100 times today's articles, measured: pages
 * 161 s of CPU at 10; shards 265 s at 11, 109 s at 10).
 */
const perArticle = [
  /\.(html|md|txt|xml)$/,
  /(^|\/)search-[a-z]+-(terms|stems|pages|article|lexicon|lexicon-pages)-\d/,
];
export const brotliQuality = (file: string) => (perArticle.some((pattern) => pattern.test(file)) ? 10 : 11);

/**
 * Writes `file.gz` and `file.br` beside `file` when it is compressible (given its bytes when the
 * caller holds them); returns how many copies came from the cache.
 */
export function writeCompressed(file: string, cache: BuildCache | undefined, bytes?: Buffer): number {
  const source = bytes ?? readFileSync(file);
  if (!compressible(file, source.length)) return 0;
  let reused = 0;
  for (const { extension, settings, compress } of encodings) {
    const key = cacheKey(settings(file), source);
    const target = `${file}.${extension}`;
    if (restore(cache, "compressed", key, target)) {
      reused++;
      continue;
    }
    const compressed = compress(source, file);
    writeFileSync(target, compressed);
    cache?.put("compressed", key, compressed);
  }
  return reused;
}

/**
 * Puts the compressed copies `file` (a path or a name in the output) would have of `bytes` in the
 * cache, unless they are there: the files the build makes before the bundler are compressed so while
 * the build goes on (compress-ahead.ts), and `writeCompressed` then finds them.
 */
export function compressIntoCache(file: string, bytes: Buffer, cache: BuildCache): void {
  if (!compressible(file, bytes.length)) return;
  for (const { settings, compress } of encodings) {
    const key = cacheKey(settings(file), bytes);
    if (cache.find("compressed", key) === undefined) cache.put("compressed", key, compress(bytes, file));
  }
}
