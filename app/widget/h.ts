/**
 * The widget's one way to make elements: a tag, its attributes and its children, as DOM nodes.
 * Text is always a text node and attributes are set one by one, so nothing the widget fetches
 * reaches the page as HTML, and no `style` attribute is ever set (a host's strict CSP forbids them).
 */
export type Child = Node | string | false | null | undefined;
export type Attributes = Record<string, string | boolean | undefined | ((event: Event) => void)>;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: (Child | Child[])[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    if (typeof value === "function") element.addEventListener(name.slice(2).toLowerCase(), value);
    else element.setAttribute(name, value === true ? "" : value);
  }
  for (const child of children.flat()) if (child || child === "") element.append(child);
  return element;
}

/** Replaces what `parent` holds with `children`. */
export function fill(parent: Element, ...children: (Child | Child[])[]): void {
  parent.replaceChildren(...children.flat().filter((child): child is Node | string => !!child));
}

/**
 * Makes `parent` hold exactly `children`, in order, moving only the nodes out of place: a redraw
 * that shows mostly what it showed leaves those nodes where they are (no removal, no re-insertion,
 * no style and layout of them anew).
 */
export function setChildren(parent: Element, children: readonly Node[]): void {
  const current = parent.childNodes;
  children.forEach((child, at) => {
    const here = current[at];
    if (here !== child) parent.insertBefore(child, here ?? null);
  });
  while (current.length > children.length) parent.lastChild!.remove();
}

/** Sets the text of `element` unless it shows it already. */
export function setText(element: Element, text: string): void {
  if (element.textContent !== text) element.textContent = text;
}
