import type { Page } from "@playwright/test";

const monthName = (day: string) =>
  new Intl.DateTimeFormat("nl-NL", { month: "long", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
const written = (day: string) =>
  new Intl.DateTimeFormat("nl-NL", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );

/**
 * Picks a day (yyyy-mm-dd) in the date field labelled `label` as a user does: opens its
 * calendar, chooses the year and month in its dropdowns, clicks the day.
 */
export async function pickDay(page: Page, label: string, day: string) {
  await page.getByLabel(label, { exact: true }).click();
  const calendar = page.getByRole("dialog");
  await calendar.getByLabel("Jaar", { exact: true }).selectOption(day.slice(0, 4));
  await calendar.getByLabel("Maand", { exact: true }).selectOption({ label: monthName(day) });
  await calendar.getByRole("button", { name: new RegExp(`^${written(day)}\\b`) }).click();
  await calendar.waitFor({ state: "hidden" });
}
