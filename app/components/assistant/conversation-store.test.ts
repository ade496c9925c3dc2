// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChatMessage } from "./assistant-message";
import { readConversation, saveConversation } from "./conversation-store";

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

const message = (id: number, state: ChatMessage["state"]): ChatMessage => ({ id, question: `q${id}`, state });

describe("the assistant's conversation, kept for the session", () => {
  it("keeps what was said and whether it was open; an answer still on its way is not kept", () => {
    expect(readConversation()).toEqual({ open: false, messages: [] });
    saveConversation({ messages: [message(1, "done"), message(2, "failed"), message(3, "thinking")] });
    saveConversation({ open: true });
    expect(readConversation()).toEqual({ open: true, messages: [message(1, "done"), message(2, "failed")] });
  });

  it("reads anything else stored there, or storage that throws, as a new conversation", () => {
    window.sessionStorage.setItem("assistant", "{not json");
    expect(readConversation()).toEqual({ open: false, messages: [] });
    window.sessionStorage.setItem("assistant", JSON.stringify({ open: "yes", messages: "none" }));
    expect(readConversation()).toEqual({ open: false, messages: [] });
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    });
    expect(readConversation()).toEqual({ open: false, messages: [] });
    expect(() => saveConversation({ open: true })).not.toThrow();
  });
});
