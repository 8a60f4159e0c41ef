import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, signUpOwner, test } from "./fixtures.ts";

// Every screen staff use, checked by axe-core against WCAG 2.1 A and AA (contrast, names,
// roles, landmarks) in light and dark mode, with enough data that tables, badges and the
// inbox thread are on screen.
const SCREENS = [
  "/dashboard/onboarding",
  "/dashboard/inbox",
  "/dashboard/faq",
  "/dashboard/documents",
  "/dashboard/analytics",
  "/dashboard/agents",
  "/dashboard/automations",
  "/dashboard/integrations?tab=external",
  "/dashboard/integrations?tab=files",
  "/dashboard/integrations?tab=database",
  "/dashboard/integrations/whatsapp",
  ...["setup", "test", "sync", "mappings", "filters", "webhooks", "monitor", "actions"].map(
    (tab) => `/dashboard/fleks?tab=${tab}`,
  ),
  "/dashboard/settings?tab=general",
  "/dashboard/settings?tab=users",
  "/dashboard/settings?tab=employees",
  "/dashboard/settings?tab=ai",
  "/dashboard/settings?tab=chatbot-access",
  "/dashboard/settings?tab=verification",
  "/dashboard/settings?tab=branding",
  "/dashboard/settings?tab=privacy",
];

async function violationsOn(page: Page, url: string, open?: (page: Page) => Promise<void>) {
  await page.goto(url);
  await expect(page.locator("h1").first()).toBeVisible();
  await open?.(page);
  // Let live data and transitions settle: axe reads the page as it stands.
  await page.waitForTimeout(400);
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return result.violations.map((v) => ({
    url,
    rule: v.id,
    help: v.help,
    nodes: v.nodes.map((n) => `${n.target.join(" ")} :: ${n.failureSummary?.replace(/\s+/g, " ")}`).slice(0, 6),
  }));
}

test.describe("accessibility", () => {
  for (const theme of ["light", "dark"] as const) {
    test(`every staff screen passes WCAG 2.1 AA checks in ${theme} mode`, async ({ page, sql }) => {
      test.setTimeout(180_000);
      await page.goto("/auth");
      await page.evaluate((t) => localStorage.setItem("theme", t), theme);
      const found = [...(await violationsOn(page, "/auth")), ...(await violationsOn(page, "/register"))];
      const { org, userId } = await signUpOwner(page, sql, { name: "Anna Toegang" });
      if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      for (const q of ["Hoeveel vakantiedagen heb ik?", "Hoe meld ik me ziek?", "Wanneer krijg ik mijn loon?"])
        await sql`insert into faqs (id, organization_id, question, answer) values (gen_random_uuid(), ${org}, ${q}, 'Zie het handboek.')`;
      await sql`insert into documents (id, organization_id, user_id, filename, file_path, mime_type, size_bytes, processing_status)
        values (gen_random_uuid(), ${org}, ${userId}, 'handboek.pdf', 'none/handboek.pdf', 'application/pdf', 2048, 'completed')`;
      await sql`insert into employees (id, organization_id, first_name, last_name, phone_number, email)
        values (gen_random_uuid(), ${org}, 'Els', 'de Vries', '+31698765432', 'els@voorbeeld.nl')`;
      const conversation = crypto.randomUUID();
      await sql`insert into conversations (id, organization_id, customer_phone, message_count, unresolved_count, last_message_at, last_inbound_at)
        values (${conversation}, ${org}, '+31698765432', 2, 1, now() - interval '5 minutes', now() - interval '5 minutes')`;
      await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status, created_at)
        values (gen_random_uuid(), ${org}, ${conversation}, 'inbound', 'mag mijn hond mee naar het werk', 'received', now() - interval '5 minutes')`;
      await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status, is_from_bot, handover, created_at)
        values (gen_random_uuid(), ${org}, ${conversation}, 'outbound', 'Ik zet je vraag door naar HR.', 'delivered', true, true, now() - interval '4 minutes')`;
      for (const url of SCREENS) found.push(...(await violationsOn(page, url)));
      found.push(...(await violationsOn(page, `/dashboard/inbox?conversation=${conversation}`)));
      // A dialog open over the page: the FAQ form.
      found.push(
        ...(await violationsOn(page, "/dashboard/faq", async (p) => {
          await p.getByRole("button", { name: "Add FAQ" }).click();
          await expect(p.getByRole("dialog")).toBeVisible();
        })),
      );
      expect(found).toEqual([]);
    });
  }
});
