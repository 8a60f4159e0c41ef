import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type postgres from "postgres";
import { type FakeFleks, startFakeFleks } from "../fakes/fleks/fake-fleks-server.ts";
import { expect, signUpOwner, test } from "./fixtures.ts";
import { connectFleksAndSyncEmployees } from "./fleks-setup.ts";

// Every screen staff use, checked by axe-core against WCAG 2.1 A and AA (contrast, names,
// roles, landmarks), target sizes and heading order in light mode, with enough data that tables, badges and the inbox thread
// are on screen. Dark mode changes colours only, so it checks contrast, on the screens with
// the most kinds of colour (axe's contrast check takes about 1.5 s a screen).
type Theme = "light" | "dark";
type Screen = string | { url: string; open: (page: Page) => Promise<void>; label: string };

const FAQ_DIALOG: Screen = {
  url: "/dashboard/faq",
  label: "FAQ dialog",
  open: async (page) => {
    await page.getByRole("button", { name: "Add FAQ" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
  },
};
const CALENDAR: Screen = {
  url: "/dashboard/analytics",
  label: "date picker",
  open: async (page) => {
    await page.getByLabel("Periode", { exact: true }).selectOption({ label: "Aangepast" });
    await page.getByLabel("Van", { exact: true }).click();
    await expect(page.getByRole("dialog").getByRole("grid")).toBeVisible();
  },
};
const THREAD = "thread"; // the inbox with the seeded conversation open

const WORK_SCREENS: Screen[] = [
  "/auth",
  "/register",
  "/dashboard/onboarding",
  "/dashboard/inbox",
  THREAD,
  "/dashboard/faq",
  FAQ_DIALOG,
  "/dashboard/documents",
  "/dashboard/analytics",
  CALENDAR,
  "/dashboard/agents",
  "/dashboard/automations",
];
// Two runs of their own, each in its 2 minutes: as one, the twenty screens ran out of time
// on a loaded 2-core machine (axe took most of it).
const APPS_SCREENS: Screen[] = [
  "/dashboard/integrations?tab=external",
  "/dashboard/integrations?tab=files",
  "/dashboard/integrations?tab=database",
  "/dashboard/integrations/whatsapp",
  ...["setup", "test", "sync", "mappings", "filters", "webhooks", "monitor", "actions"].map(
    (tab) => `/dashboard/fleks?tab=${tab}`,
  ),
];
const SETTINGS_SCREENS: Screen[] = [
  ...["general", "users", "employees", "ai", "chatbot-access", "verification", "branding", "privacy"].map(
    (tab) => `/dashboard/settings?tab=${tab}`,
  ),
];
const DARK_SCREENS: Screen[] = [
  "/auth",
  "/dashboard/onboarding",
  THREAD,
  FAQ_DIALOG,
  "/dashboard/documents",
  "/dashboard/analytics",
  CALENDAR,
  "/dashboard/integrations/whatsapp",
  "/dashboard/fleks?tab=setup",
  "/dashboard/fleks?tab=monitor",
  "/dashboard/settings?tab=users",
  "/dashboard/settings?tab=employees",
  "/dashboard/settings?tab=branding",
];

/** An owner whose organisation has FAQs, a document, an employee and a handed-over conversation. */
async function seededOwner(page: Page, sql: postgres.Sql) {
  const { org, userId } = await signUpOwner(page, sql, { name: "Anna Toegang" });
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
  // With its explanation: the bubble shows 'Waarom dit antwoord?', brand-coloured on the bubble's tint.
  const explanation = {
    parts: [{ question: "mag mijn hond mee naar het werk", outcome: "handover", confidence: 0.2 }],
  };
  await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status, is_from_bot, handover, explanation, created_at)
    values (gen_random_uuid(), ${org}, ${conversation}, 'outbound', 'Ik zet je vraag door naar HR.', 'delivered', true, true, ${sql.json(explanation)}, now() - interval '4 minutes')`;
  return { org, conversation };
}

async function violationsOn(page: Page, theme: Theme, screen: Screen, conversation: string) {
  const url = typeof screen === "string" ? screen : screen.url;
  await page.goto(url === THREAD ? `/dashboard/inbox?conversation=${conversation}` : url);
  await expect(page.locator("h1").first()).toBeVisible();
  if (typeof screen !== "string") await screen.open(page);
  // Let live data and transitions settle: axe reads the page as it stands.
  await page.waitForTimeout(150);
  // Only violations are reported back: listing every passing node is most of axe's time.
  // Beyond WCAG 2.1 AA: targets of at least 24 by 24 px (WCAG 2.2's 2.5.8) and headings
  // that skip no level (best practice).
  const axe = new AxeBuilder({ page }).options({
    resultTypes: ["violations"],
    ...(theme === "light" && { rules: { "target-size": { enabled: true }, "heading-order": { enabled: true } } }),
  });
  const result = await (theme === "light"
    ? axe.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    : axe.withRules(["color-contrast"])
  ).analyze();
  return result.violations.map((v) => ({
    screen: typeof screen === "string" ? url : screen.label,
    rule: v.id,
    help: v.help,
    nodes: v.nodes.map((n) => `${n.target.join(" ")} :: ${n.failureSummary?.replace(/\s+/g, " ")}`).slice(0, 6),
  }));
}

const RUNS: Array<{ title: string; theme: Theme; screens: Screen[]; fleks?: true }> = [
  {
    title: "sign-in and the daily screens pass WCAG 2.1 AA checks in light mode",
    theme: "light",
    screens: WORK_SCREENS,
  },
  {
    title: "every apps and Fleks tab passes WCAG 2.1 AA checks in light mode",
    theme: "light",
    screens: APPS_SCREENS,
    fleks: true,
  },
  {
    title: "every settings tab passes WCAG 2.1 AA checks in light mode",
    theme: "light",
    screens: SETTINGS_SCREENS,
  },
  {
    title: "the screens with the most colours keep WCAG AA contrast in dark mode",
    theme: "dark",
    screens: DARK_SCREENS,
  },
];

let fake: FakeFleks;
test.beforeAll(async () => {
  fake = await startFakeFleks({ sizes: { employees: 3, clients: 1, projects: 1, jobs: 2, shifts: 2 } });
});
test.afterAll(async () => {
  await fake?.stop();
});

test.describe("accessibility", () => {
  for (const run of RUNS) {
    test(run.title, async ({ page, sql, app }) => {
      test.setTimeout(120_000);
      await page.goto("/auth");
      await page.evaluate((t) => localStorage.setItem("theme", t), run.theme);
      const signedOut: Screen[] = run.screens.filter((s) => s === "/auth" || s === "/register");
      const found = [];
      for (const screen of signedOut) found.push(...(await violationsOn(page, run.theme, screen, "")));
      const { org, conversation } = await seededOwner(page, sql);
      // Fleks connected and synced: its tabs show their tables and forms, not "set up first".
      if (run.fleks) await connectFleksAndSyncEmployees({ page, sql, appUrl: app.url, org }, fake);
      if (run.theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      for (const screen of run.screens.filter((s) => !signedOut.includes(s)))
        found.push(...(await violationsOn(page, run.theme, screen, conversation)));
      expect(found).toEqual([]);
    });
  }
});
