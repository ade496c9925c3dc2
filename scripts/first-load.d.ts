export interface FirstLoadFile {
  url: string;
  bytes: number;
  gzip: number;
}
export function firstLoadJs(
  buildClientDir: string,
  htmlPath: string,
): { files: FirstLoadFile[]; gzip: number };
