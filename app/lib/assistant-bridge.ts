/**
 * How the rest of the page hands a question to the assistant: the search panel's "Ask {product}
 * about …" option stores the question and activates the chat trigger, which opens the assistant
 * and takes the question. The trigger lives in the assistant's own (lazily loaded) code.
 */
let pending: string | undefined;

export function askAssistant(question: string): void {
  pending = question;
  document.querySelector<HTMLElement>('[data-testid="chat-trigger"]')?.click();
}

/** The question waiting to be asked, if the trigger was activated by `askAssistant`; read once. */
export function takePendingQuestion(): string | undefined {
  const question = pending;
  pending = undefined;
  return question;
}
