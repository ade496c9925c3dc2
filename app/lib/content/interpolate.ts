/** `{product}` in content and messages becomes the brand name. */
export function interpolateProduct(text: string, productName: string): string {
  return text.replaceAll("{product}", productName);
}
