import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, signUpOwner, test } from "./fixtures.ts";

// What a screen reader and a keyboard user meet outside the inbox: Dutch names on the toasts,
// toasts that never trap Tab, a named notification panel with a visible focus ring, and
// badges whose text meets WCAG AA contrast.

const insideToaster = (page: Page) => page.evaluate(() => !!document.activeElement?.closest("[data-sonner-toaster]"));

test.describe("toasts", () => {
  test("are named in Dutch and stay out of the Tab order until Alt+T", async ({ page, sql }) => {
    await signUpOwner(page, sql);
    await page.goto("/dashboard/settings?tab=general");
    await page.getByLabel("Volledige naam").fill("Toos Toast");
    await page.getByRole("button", { name: "Opslaan" }).first().press("Enter");
    await expect(page.getByText("Profiel bijgewerkt")).toBeVisible();
    await expect(page.getByRole("region", { name: "Meldingen (Alt+T)" })).toBeAttached();
    const close = page.getByRole("button", { name: "Melding sluiten" });
    await expect(close).toBeAttached();

    // From the page's last control, Tab leaves the page instead of cycling into the toast.
    await page.evaluate(() => {
      const tabbable = [
        ...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, [tabindex]"),
      ].filter((el) => el.tabIndex >= 0 && !el.closest("[data-sonner-toaster]") && el.getClientRects().length > 0);
      tabbable.at(-1)?.focus();
    });
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press("Tab");
      expect(await insideToaster(page)).toBe(false);
    }

    // Alt+T goes to the toasts on purpose; then Tab reaches the toast and its close button.
    await page.keyboard.press("Alt+KeyT");
    await expect.poll(() => insideToaster(page)).toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
  });
});

test.describe("notification panel", () => {
  test("is a dialog named by its heading, and a focused notification shows a ring", async ({ page, sql }) => {
    const { org, userId } = await signUpOwner(page, sql);
    await sql`insert into notifications (id, user_id, organization_id, type, title)
      values (gen_random_uuid(), ${userId}, ${org}, 'new_conversation', 'Nieuw gesprek')`;
    const bell = page.getByRole("button", { name: "Notificaties, 1 ongelezen" });
    await bell.focus();
    await page.keyboard.press("Enter");
    const panel = page.getByRole("dialog", { name: "Notificaties" });
    await expect(panel).toBeVisible();
    const axe = await new AxeBuilder({ page }).include("[data-radix-popper-content-wrapper]").analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    const item = panel.getByTestId("notification").getByRole("button").first();
    await item.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(item).toBeFocused();
    const ring = await item.evaluate((el) => getComputedStyle(el).boxShadow);
    expect(ring).not.toBe("none");
  });
});

test.describe("WhatsApp credentials", () => {
  test("saving keeps focus on 'Credentials opslaan' and the 'Actief' badge meets AA contrast", async ({
    page,
    sql,
  }) => {
    await signUpOwner(page, sql);
    await page.goto("/dashboard/integrations/whatsapp");
    await page.getByLabel("Account SID").fill(`AC${randomBytes(16).toString("hex")}`);
    await page.getByLabel("Auth Token", { exact: true }).fill(randomBytes(16).toString("hex"));
    await page.getByLabel("WhatsApp Sender").fill("+3197010000123");
    const save = page.getByRole("button", { name: "Credentials opslaan" });
    await save.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Credentials opgeslagen! ✅")).toBeVisible();
    const badge = page.getByTestId("connection-badge");
    await expect(badge).toHaveText("Actief");
    await expect(save).toBeFocused();
    const axe = await new AxeBuilder({ page })
      .include('[data-testid="connection-badge"]')
      .withRules(["color-contrast"])
      .analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
  });
});

test.describe("documents", () => {
  test("the end of processing is said in a status region, and the file field is no Tab stop of its own", async ({
    page,
    sql,
  }) => {
    await signUpOwner(page, sql);
    await page.goto("/dashboard/documents");
    // From the tab list (then its panel), the next Tab stop is the visible upload button, not a hidden file field.
    await page.getByRole("tab", { name: "Geüploade Bestanden" }).focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Documenten uploaden" })).toBeFocused();

    // Everything the status region says, as a screen reader would hear it in turn.
    await page.evaluate(() => {
      const region = document.querySelector('[data-testid="processing-news"]');
      const said: string[] = [];
      (window as unknown as { said: string[] }).said = said;
      if (region)
        new MutationObserver(() => said.push(region.textContent ?? "")).observe(region, {
          childList: true,
          subtree: true,
          characterData: true,
        });
    });
    await page.getByLabel("Documenten uploaden").setInputFiles([
      { name: "verlof.md", mimeType: "text/markdown", buffer: Buffer.from("# Verlof\n\nJe hebt 25 vakantiedagen.\n") },
      { name: "kapot.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\nniets leesbaars\n%%EOF\n") },
    ]);
    const said = () => page.evaluate(() => (window as unknown as { said: string[] }).said.join(" "));
    await expect.poll(said, { timeout: 20_000 }).toContain("verlof.md is verwerkt.");
    await expect.poll(said, { timeout: 20_000 }).toContain("kapot.pdf: verwerken mislukt.");
    await expect(page.getByRole("status").filter({ hasText: /verwerk/ })).toBeAttached();

    // "Test de kennisbank": the result is said, focus stays in the field.
    await page.getByRole("tab", { name: "Knowledge Base" }).click();
    const field = page.getByLabel("Test de kennisbank");
    await field.fill("hoeveel vakantiedagen heb ik");
    await field.press("Enter");
    await expect(page.getByTestId("knowledge-summary")).toHaveText(/^(Antwoord gevonden|Doorgezet naar HR), .*passage/);
    await expect(page.getByRole("status").filter({ hasText: /passage/ })).toBeAttached();
    await expect(field).toBeFocused();
  });
});
