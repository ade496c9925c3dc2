/**
 * JSON written inside a `<script>` data block (`application/json`, `application/ld+json`): the HTML
 * parser ends the element at the first `</script`, whatever the JSON means, so `<` (and `>`, `&`,
 * for comments and entities) is written as a JSON escape, which parses to the same string. U+2028
 * and U+2029 are escaped too, so the text is also valid JavaScript for any tool that reads it as such.
 */
export function jsonInHtml(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
