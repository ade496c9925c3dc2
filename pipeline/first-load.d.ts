export interface FirstLoadFile {
  url: string;
  bytes: number;
  gzip: number;
}
export interface FirstLoadStep {
  files: FirstLoadFile[];
  gzip: number;
}
export function entryScripts(html: string): string[];
export function firstLoadJs(
  buildClientDir: string,
  htmlPath: string,
): { beforeLoad: FirstLoadStep; toIdle: FirstLoadStep; idleIslands: string[] };
