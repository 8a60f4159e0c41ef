import type { Page } from "@playwright/test";
import { seedInbox } from "../support/inbox-seed.ts";
import { expect, signUpOwner, test } from "./fixtures.ts";

// Medewerkers while its list is still syncing: what other screens synced (the inbox's
// employees, or nothing) is not the list, so no count, empty text or 'select all' may be
// drawn from it. Every text the tab shows is recorded as it changes, so a wrong one that
// stood for a single frame is caught too.
const FINAL = "2.000 medewerkers";
const record = (page: Page) =>
  page.addInitScript((final) => {
    const seen = new Set<string>();
    (window as unknown as { seenTexts: Set<string> }).seenTexts = seen;
    const look = () => {
      const text = document.body?.textContent ?? "";
      for (const m of text.matchAll(/Nog geen medewerkers|[\d.]+ (van [\d.]+ )?medewerkers?\b/g)) seen.add(m[0]);
      // 'Select all' before the count is final would tick only the rows shown.
      const selectAll = document.querySelector('input[aria-label="Alle medewerkers selecteren"]');
      if (selectAll && !text.includes(final)) seen.add("select all before the list was complete");
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
  }, FINAL);
const seenTexts = (page: Page) => page.evaluate(() => [...(window as unknown as { seenTexts: Set<string> }).seenTexts]);

test("Medewerkers shows 'laden' until the whole list is there, never an empty or partial list as final", async ({
  page,
  browser,
  baseURL,
  sql,
}) => {
  test.setTimeout(120_000);
  const { org, email, password } = await signUpOwner(page, sql, { name: "Grote Organisatie" });
  // 1,960 employees, then 40 conversations with their own employees (what the inbox syncs).
  // In this order on purpose: Zero's 'complete' means complete as of zero-cache's replica,
  // which trails Postgres (seconds on a busy machine) and applies commits in order. With
  // the 1,960 written last, the inbox's "40" said nothing about them: a traced failure had the
  // list answered complete with the inbox's 40 and the 1,960 replicated three seconds later,
  // as they would for anyone adding employees while the tab is open, so no wrong count.
  // Written first, the inbox's "40" proves the replica holds all 2,000.
  await sql`insert into employees (id, organization_id, first_name, last_name, phone_number, created_at, updated_at)
    select gen_random_uuid(), ${org}, 'Extra', 'Medewerker ' || n, '+3165' || lpad(n::text, 7, '0'), now(), now()
    from generate_series(1, 1960) n`;
  await seedInbox(sql, org, { conversations: 40, perConversation: 2, prefix: "+3164" });

  // The inbox first: its 40 employees are synced when Medewerkers opens.
  await record(page);
  await page.goto("/dashboard/inbox");
  await expect(page.getByTestId("conversation-item").first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("inbox-count-all")).toHaveText("40", { timeout: 30_000 });
  await page.getByRole("link", { name: "Instellingen", exact: true }).first().click();
  await page
    .getByRole("tab", { name: /Medewerkers/ })
    .first()
    .click();
  await expect(page.getByText(FINAL)).toBeVisible({ timeout: 30_000 });
  expect((await seenTexts(page)).filter((t) => t !== FINAL)).toEqual([]);

  // Cold: a fresh browser straight onto the tab.
  const cold = await (await browser.newContext({ baseURL })).newPage();
  await record(cold);
  const signIn = await cold.request.post("/api/auth/sign-in/email", {
    data: { email, password },
    headers: { origin: baseURL ?? "" },
  });
  expect(signIn.ok()).toBe(true);
  await cold.goto("/dashboard/settings?tab=employees");
  await expect(cold.getByText(FINAL)).toBeVisible({ timeout: 30_000 });
  expect((await seenTexts(cold)).filter((t) => t !== FINAL)).toEqual([]);
  await cold.context().close();
});
