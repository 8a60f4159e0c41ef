import { seedAnsweredConversation } from "./answered-conversation.ts";
import { expect, signUpOwner, test } from "./fixtures.ts";

// Every value the conversations card and the chart's summary show, from the page's first
// paint on: a MutationObserver installed before the app's scripts run records each change.
const recordFigures = () => {
  const seen: string[] = [];
  (window as unknown as { seenFigures: string[] }).seenFigures = seen;
  const record = () => {
    const card = document.querySelector('[data-testid="card-conversations"] [data-testid="stat-value"]');
    const chart = document.querySelector('[data-testid="analytics-chart"] figcaption + p');
    for (const [what, el] of [
      ["card", card],
      ["chart", chart],
    ] as const) {
      const value = `${what}:${el?.textContent ?? ""}`;
      if (el && seen.at(-1) !== value && !seen.includes(value)) seen.push(value);
    }
  };
  new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
};

test.describe("analytics while its figures sync", () => {
  test("says 'Laden...' until the figures are there, never a 0 that is not true, and exports only then", async ({
    page,
    sql,
  }) => {
    const { org } = await signUpOwner(page, sql, { name: "Lotte Laden" });
    // One real gesprek through the rollup triggers: an employee's question and the assistant's answer.
    await seedAnsweredConversation(sql, org, {
      phone: "+31611990001",
      question: "Wanneer krijg ik mijn loon?",
      answer: "Op de 25e.",
      minutesAgo: 30,
    });

    await page.addInitScript(recordFigures);
    await page.goto("/dashboard/analytics");
    const card = page.getByTestId("card-conversations").getByTestId("stat-value");
    await expect(card).toHaveText("1");
    await expect(page.getByTestId("analytics-chart").locator("figcaption + p")).toHaveText(
      "30 dagen: 1 gesprek, waarvan 0 overgedragen.",
    );
    await expect(page.getByRole("button", { name: "Exporteer CSV" })).toBeEnabled();
    const seen = await page.evaluate(() => (window as unknown as { seenFigures: string[] }).seenFigures);
    // Before the rows arrived the page said it was loading; it never claimed 0 gesprekken.
    expect(seen).not.toContain("card:0");
    expect(seen).not.toContain("chart:30 dagen: 0 gesprekken, waarvan 0 overgedragen.");
  });
});
