import { describe, expect, it } from "vitest";
import { documentTitle, pageTitleFor } from "./page-title.ts";

describe("pageTitleFor", () => {
  it("names each dashboard screen in Dutch, the most specific route first", () => {
    expect(pageTitleFor("/dashboard/inbox")).toBe("Inbox");
    expect(pageTitleFor("/dashboard/inbox/abc")).toBe("Inbox");
    expect(pageTitleFor("/dashboard/documents/")).toBe("Documenten");
    expect(pageTitleFor("/dashboard/settings")).toBe("Instellingen");
    expect(pageTitleFor("/dashboard/integrations/whatsapp")).toBe("WhatsApp (via Twilio)");
    expect(pageTitleFor("/dashboard/integrations")).toBe("Integraties");
  });
  it("leaves other paths to the organisation's name", () => {
    expect(pageTitleFor("/dashboard")).toBeNull();
    expect(pageTitleFor("/dashboard/inboxes")).toBeNull();
  });
});

describe("documentTitle", () => {
  it("puts the page before the organisation", () => {
    expect(documentTitle("Inbox", "Acme")).toBe("Inbox – Acme");
    expect(documentTitle(null, "Acme")).toBe("Acme");
  });
});
