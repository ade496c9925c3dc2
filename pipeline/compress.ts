/**
 * The pre-compressed copies servers send (`<file>.gz`, `<file>.br`), made once at build time at the
 * levels `brotliQuality` chooses (gzip at its highest), and kept in the build cache
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
 * How hard brotli works on a file, by what the file is and how many of it a build makes:
 * - 11, its highest, for the code and the data the site has one of per language (the search entry,
 *   a whole index, the questions): a few files, made once per change of their bytes;
 * - 10 for a sharded language's search and assistant files (app/lib/search/shards/format.ts names
 *   them): a reader's first search and first offline answer are counted in them, and quality 10 is
 *   about 2.5 times faster than 11 for 0.5% more bytes;
 * - 8 for the pages and their text exports (Markdown, llms files, the sitemap), one or more per
 *   article and page: 10 and 11 spend fifteen to twenty times the CPU of 8 (a slower matching
 *   method) for 5-9% fewer bytes. Measured on the 10x copy's files (scale bench, 2026-11-29):
 *   88 pages, 20.5 ms a page at 10 (11.6 KB) against 1.4 ms at 8 (12.5 KB, gzip's 13.2 KB);
 *   Markdown 3.5 ms against 0.3 ms (+5%); llms files and the sitemap 17 times faster (+9%). At a
 *   hundred times today's articles that is about 200 s of the build's CPU for under 1 KB a page.
 */
const perArticleFiles = /\.(html|md|txt|xml)$/;
const searchShards = /(^|\/)search-[a-z]+-(terms|stems|pages|article|lexicon|lexicon-pages)-\d/;
export const brotliQuality = (file: string) =>
  perArticleFiles.test(file) ? 8 : searchShards.test(file) ? 10 : 11;

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
    // A compressed copy is written once and only read after: linked to its entry.
    if (restore(cache, "compressed", key, target, { link: true })) {
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
