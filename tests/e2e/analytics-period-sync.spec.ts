import { seedAnsweredConversation } from "./answered-conversation.ts";
import { expect, signUpOwner, test } from "./fixtures.ts";
import { controlledLink } from "./zero-link.ts";

const DAY_MINUTES = 24 * 60;

// A longer period than the one shown first needs days this browser has not synced: the
// 30 days shown (with the 30 before them, for the comparison) are only part of 90 days.
test("a longer period says 'Laden...' until its days are in, never the total of the days the browser had", async ({
  page,
  sql,
}) => {
  test.setTimeout(90_000);
  const link = await controlledLink(page);
  const { org } = await signUpOwner(page, sql, { name: "Pim Periode" });
  await seedAnsweredConversation(sql, org, {
    phone: "+31611990101",
    question: "Wanneer krijg ik mijn loon?",
    answer: "Op de 25e.",
    minutesAgo: 30,
  });
  await seedAnsweredConversation(sql, org, {
    phone: "+31611990102",
    question: "Hoeveel vakantiedagen heb ik?",
    answer: "25 per jaar.",
    minutesAgo: 75 * DAY_MINUTES,
  });
  await page.goto("/dashboard/analytics");
  const summary = page.getByTestId("analytics-chart").locator("figcaption + p");
  await expect(summary).toHaveText("30 dagen: 1 gesprek, waarvan 0 overgedragen.", { timeout: 30_000 });

  link.kill();
  await page.getByLabel("Periode", { exact: true }).selectOption({ label: "90 dagen" });
  await expect(page.getByTestId("card-conversations").getByTestId("stat-value")).toHaveText("Laden...");
  await expect(page.getByText("90 dagen: 1 gesprek", { exact: false })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Exporteer CSV" })).toBeDisabled();

  await link.revive();
  await expect(summary).toHaveText("90 dagen: 2 gesprekken, waarvan 0 overgedragen.", { timeout: 30_000 });
});
