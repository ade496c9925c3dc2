import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Plain clsx: our primitives never pass conflicting utilities, so
 * tailwind-merge's 7 KB gzip would buy nothing on the first load.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
