// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Answer } from "~/lib/assistant/answer";
import type { ChatMessage } from "./chat-message";
import { readConversation, saveConversation } from "./conversation-store";

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

const answer = { kind: "not-covered", lang: "pt", related: [] } as unknown as Answer;
const thinking = (id: number): ChatMessage => ({ id, question: `q${id}`, state: "thinking" });
const failed = (id: number): ChatMessage => ({ id, question: `q${id}`, state: "failed" });
const answered = (id: number): ChatMessage => ({ id, question: `q${id}`, state: "answered", answer });
const streamed = (id: number, state: "streaming" | "streamed"): ChatMessage => ({
  id,
  question: `q${id}`,
  state,
  sources: [{ title: "Título", section: "Seção", url: "/a#b" }],
  text: "text",
});

describe("the assistant's conversation, kept for the session", () => {
  it("keeps what was said and whether it was open; an answer still on its way is not kept", () => {
    expect(readConversation()).toEqual({ open: false, messages: [] });
    saveConversation({
      messages: [answered(1), failed(2), thinking(3), streamed(4, "streaming"), streamed(5, "streamed")],
    });
    saveConversation({ open: true });
    expect(readConversation()).toEqual({
      open: true,
      messages: [answered(1), failed(2), streamed(5, "streamed")],
    });
  });

  it("reads anything else stored there, or storage that throws, as a new conversation", () => {
    window.sessionStorage.setItem("assistant", "{not json");
    expect(readConversation()).toEqual({ open: false, messages: [] });
    window.sessionStorage.setItem("assistant", JSON.stringify({ open: "yes", messages: "none" }));
    expect(readConversation()).toEqual({ open: false, messages: [] });
    // Messages of another shape (an older version's, or edited by hand) are left out.
    window.sessionStorage.setItem(
      "assistant",
      JSON.stringify({
        open: true,
        messages: [{ id: 1, question: "q1", state: "done" }, answered(2), { id: 3 }],
      }),
    );
    expect(readConversation()).toEqual({ open: true, messages: [answered(2)] });
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
