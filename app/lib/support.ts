import type { SupportContact } from "~/config/brand";

/**
 * Where a support contact leads: a page opens in a new tab like every outside link; an e-mail
 * address opens the reader's mail program.
 */
export function supportTarget(support: SupportContact): { href: string; external: boolean } {
  return support.contact.startsWith("https://")
    ? { href: support.contact, external: true }
    : { href: `mailto:${support.contact}`, external: false };
}
