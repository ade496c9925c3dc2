import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Plain clsx: our primitives never pass conflicting utilities, so
 * tailwind-merge's 7 KB gzip would buy nothing on the first load.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

/**
 * The keyboard focus outline of every link and control, written once so they all look alike.
 * `focusRingOffset` moves it off a filled control (buttons), where it would sit on the fill. Kept
 * beside `cn`, which every user of it calls: in a module of its own it became a chunk of its own.
 */
export const focusRing = "focus-ring";
export const focusRingOffset = "focus-ring-offset";
