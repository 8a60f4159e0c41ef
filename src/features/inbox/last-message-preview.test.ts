import { describe, expect, it } from "vitest";
import { nl } from "../../../common/i18n/nl.ts";
import { lastMessagePreview } from "./last-message-preview.ts";

const msg = (over: Partial<Parameters<typeof lastMessagePreview>[0] & object>) => ({
  created_at: 1_000,
  direction: "inbound",
  is_from_bot: false,
  message_body: "",
  ...over,
});

describe("lastMessagePreview", () => {
  it("shows the employee's first line without a name, as WhatsApp does", () => {
    expect(lastMessagePreview(msg({ message_body: "\nmijn loon is er niet\nwat nu?" }), "me")).toEqual({
      by: null,
      text: "mijn loon is er niet",
    });
  });
  it("marks the assistant's reply, one's own and a colleague's by first name", () => {
    expect(lastMessagePreview(msg({ direction: "outbound", is_from_bot: true, message_body: "Hoi" }), "me")?.by).toBe(
      "Assistent:",
    );
    expect(
      lastMessagePreview(msg({ direction: "outbound", sent_by_user_id: "me", message_body: "Ok" }), "me")?.by,
    ).toBe("Jij:");
    const byPetra = msg({ direction: "outbound", sent_by_user_id: "u2", message_body: "Ok" });
    const petrasConversation = { taken_over_by: "u2", taker: { full_name: "Petra de Vries", email: "p@x.nl" } };
    expect(lastMessagePreview(byPetra, "me", petrasConversation)?.by).toBe("Petra:");
    // Another colleague's message, in a conversation Petra (or nobody) has: "Collega:".
    expect(lastMessagePreview(msg({ ...byPetra, sent_by_user_id: "u3" }), "me", petrasConversation)?.by).toBe(
      "Collega:",
    );
  });
  it("shows the first reply after its greeting and AI notice, which every new conversation opens with", () => {
    const first = `${nl.assistant.disclosure("Flexwerk")}\n\nJe hebt 25 vakantiedagen per jaar.`;
    expect(lastMessagePreview(msg({ direction: "outbound", is_from_bot: true, message_body: first }), "me")).toEqual({
      by: "Assistent:",
      text: "Je hebt 25 vakantiedagen per jaar.",
    });
    // An agent's own opening message, then its notice, then the answer.
    const agent = `Welkom bij Sanne!\n\n${nl.assistant.agentAiNotice("Sanne")}\n\nBel de planning.`;
    expect(lastMessagePreview(msg({ direction: "outbound", is_from_bot: true, message_body: agent }), "me")?.text).toBe(
      "Bel de planning.",
    );
    // A later reply that mentions the assistant keeps its text.
    const plain = "Ik ben een AI-assistent.";
    expect(lastMessagePreview(msg({ direction: "outbound", is_from_bot: true, message_body: plain }), "me")?.text).toBe(
      plain,
    );
  });
  it("names an attachment sent without words", () => {
    expect(lastMessagePreview(msg({ attachments: ["image", "audio"] }), "me")?.text).toBe("Foto, Spraakbericht");
    // An album reads as the thread shows it (found by a re-test: "Foto, Foto").
    expect(lastMessagePreview(msg({ attachments: ["image", "image", "audio"] }), "me")?.text).toBe(
      "Foto ×2, Spraakbericht",
    );
  });
  it("has nothing to show for a conversation without messages synced", () => {
    expect(lastMessagePreview(undefined, "me")).toBeNull();
  });
  it("leaves out WhatsApp's formatting marks, as WhatsApp shows the text", () => {
    const bot = (message_body: string) =>
      lastMessagePreview(msg({ direction: "outbound", is_from_bot: true, message_body }), "me")?.text;
    expect(bot("*waar vind ik mn loonstrook*\nIn de app.")).toBe("waar vind ik mn loonstrook");
    expect(bot("Dat is _echt_ ~niet~ zo, zie ```Mijn Glans```.")).toBe("Dat is echt niet zo, zie Mijn Glans.");
    // Not formatting: inside a word, or a lone mark.
    expect(bot("Stuur salaris_2026_nov.pdf en 5 * 3 uur")).toBe("Stuur salaris_2026_nov.pdf en 5 * 3 uur");
  });

  it("names a newer sick report the colleague may not read, also when it is the only message", () => {
    const before = msg({ message_body: "hoeveel vakantiedagen heb ik?", created_at: 1_000 });
    const report = { is_from_bot: false, is_outbound: false, created_at: 2_000 };
    const reply = { is_from_bot: true, is_outbound: true, created_at: 3_000 };
    expect(lastMessagePreview(before, "me", { healthMarks: [report] })).toEqual({
      by: null,
      text: nl.inbox.sickReport,
    });
    expect(lastMessagePreview(before, "me", { healthMarks: [reply] })).toEqual({
      by: nl.inbox.previewBot,
      text: nl.inbox.sickReport,
    });
    expect(lastMessagePreview(undefined, "me", { healthMarks: [report] })?.text).toBe(nl.inbox.sickReport);
    // A colleague's answer to it ("beterschap, …") is a colleague's, not the employee's.
    const answer = { is_from_bot: false, is_outbound: true, created_at: 3_000 };
    expect(lastMessagePreview(before, "me", { healthMarks: [answer] })).toEqual({
      by: nl.inbox.previewColleague,
      text: nl.inbox.sickReport,
    });
    // One who may read it has the report itself as the newest message: its words are the preview.
    const own = msg({ message_body: "ik ben ziek", created_at: 2_000 });
    expect(lastMessagePreview(own, "me", { healthMarks: [report] })?.text).toBe("ik ben ziek");
    // An older report under a newer question changes nothing.
    const later = msg({ message_body: "en mijn loonstrook?", created_at: 4_000 });
    expect(lastMessagePreview(later, "me", { healthMarks: [reply] })?.text).toBe("en mijn loonstrook?");
  });
});
