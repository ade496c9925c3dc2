/**
 * How the rest of the page hands a question to the assistant: the search panel's "Ask {product}
 * about …" option (and the results page's) dispatches `lumi:ask` on `window`; the chat trigger
 * listens, opens the assistant and asks at once. An event rather than a shared module, so code
 * loaded later (the panel) shares nothing with the first load (the trigger) for it.
 */
export function askAssistant(question: string): void {
  window.dispatchEvent(new CustomEvent("lumi:ask", { detail: { question } }));
}
