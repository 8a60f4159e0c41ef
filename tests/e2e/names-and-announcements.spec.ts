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
