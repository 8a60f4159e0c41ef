import type { Locator, Page } from "@playwright/test";
import type postgres from "postgres";
import { seededConversationId, seedInbox } from "../support/inbox-seed.ts";
import { expect, signUpOwner, test } from "./fixtures.ts";
import { pickDay } from "./pick-day.ts";

// Keyboard and screen-reader use of the dashboard: the skip link, the inbox list as one Tab
// stop whose rows the arrow keys move between (a roving tabindex over a virtualised list),
// date fields named with their day, the chart's tooltip as Dutch punctuates it.

const nameOf = async (sql: postgres.Sql, org: string, i: number) => {
  const id = await seededConversationId(sql, org, i);
  const [row] = await sql`select e.first_name || ' ' || e.last_name as name from conversations c
    join employees e on e.id = c.employee_id where c.id = ${id}`;
  return row.name as string;
};

/** Presses Tab until `target` holds the focus; how many presses that took (or fails after `max`). */
async function tabsUntilInside(page: Page, target: Locator, max: number) {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el.contains(document.activeElement))) return presses;
  }
  throw new Error(`focus did not reach the target in ${max} Tab presses`);
}

const focusedRow = (page: Page) => page.locator('[data-testid="conversation-item"]:focus');

test.describe("keyboard", () => {
  test("signing in: Tab goes from e-mail to the password (and its toggle), only then to 'Wachtwoord vergeten?'", async ({
    page,
  }) => {
    await page.goto("/auth");
    await page.getByLabel("E-mailadres").focus();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Wachtwoord")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Tekens tonen" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Wachtwoord vergeten?" })).toBeFocused();
  });

  test("the skip link is the first Tab stop and moves focus to the page's main region", async ({ page, sql }) => {
    await signUpOwner(page, sql, { name: "Kees Toetsenbord" });
    await expect(page.getByRole("heading", { name: "Onboarding", level: 1 })).toBeVisible();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Naar de inhoud" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    // The next Tab stop is the page's own, not the sidebar's.
    await page.keyboard.press("Tab");
    expect(await page.getByRole("main").evaluate((main) => main.contains(document.activeElement))).toBe(true);
  });

  test("the inbox list is one Tab stop; arrow keys, Home and End move focus between its rows", async ({
    page,
    sql,
  }) => {
    test.setTimeout(90_000);
    const { org } = await signUpOwner(page, sql, { name: "Rita Roving" });
    await seedInbox(sql, org, { conversations: 150, perConversation: 2, prefix: "+3164" });
    await page.goto("/dashboard/inbox");
    const items = page.getByTestId("conversation-item");
    await expect(items.first()).toContainText(await nameOf(sql, org, 0), { timeout: 30_000 });
    // The filters are named by label and count apart ("Alle, 150", not "Alle150").
    await expect(page.getByRole("button", { name: "Alle, 150", exact: true })).toBeVisible();

    // One row is a Tab stop (the first, as none is open); from the search box the list is near.
    await expect(page.locator('[data-testid="conversation-item"][tabindex="0"]')).toHaveCount(1);
    await expect(items.first()).toHaveAttribute("tabindex", "0");
    const search = page.getByLabel("Zoek op naam, nummer of bericht");
    await search.focus();
    const list = page.getByRole("list", { name: "Gesprekken" });
    expect(await tabsUntilInside(page, list, 6)).toBeLessThanOrEqual(6);
    await expect(items.first()).toBeFocused();

    // The arrow keys move the focus (and the Tab stop) down and up; End and Home to the ends,
    // End to a row that was not mounted (nor synced) when the key was pressed.
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(focusedRow(page)).toContainText(await nameOf(sql, org, 2));
    await expect(focusedRow(page)).toHaveAttribute("tabindex", "0");
    await page.keyboard.press("ArrowUp");
    await expect(focusedRow(page)).toContainText(await nameOf(sql, org, 1));
    await page.keyboard.press("End");
    await expect(focusedRow(page)).toContainText(await nameOf(sql, org, 149));
    await page.keyboard.press("Home");
    await expect(focusedRow(page)).toContainText(await nameOf(sql, org, 0));
    await expect(page.locator('[data-testid="conversation-item"][tabindex="0"]')).toHaveCount(1);

    // Enter opens the focused conversation; it is then the Tab stop.
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    const name = await nameOf(sql, org, 1);
    const thread = page.getByRole("region", { name });
    await expect(thread.getByTestId("message").first()).toBeVisible();
    const selected = page.locator('[data-testid="conversation-item"][aria-current="true"]');
    await expect(selected).toHaveAttribute("tabindex", "0");

    // From the search box, the open thread is a few Tab presses away, not one per conversation;
    // even with the list scrolled far from the open row (the Tab stop stays mounted).
    await page.getByTestId("conversation-scroller").evaluate((el) => {
      el.scrollTop = 120 * 68;
    });
    await expect(items.filter({ hasText: await nameOf(sql, org, 130) })).toBeVisible();
    await search.focus();
    expect(await tabsUntilInside(page, list, 6)).toBeLessThanOrEqual(6);
    await expect(selected).toBeFocused();
    expect(await tabsUntilInside(page, thread, 4)).toBeLessThanOrEqual(4);
  });

  test("analytics: a date field's name says its day; the chart's tooltip reads 'Gesprekken: 0'", async ({
    page,
    sql,
  }) => {
    await signUpOwner(page, sql, { name: "Dirk Datum" });
    await page.goto("/dashboard/analytics");
    await page.getByLabel("Periode", { exact: true }).selectOption({ label: "Aangepast" });
    const day = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Amsterdam" }).format(Date.now());
    const written = new Intl.DateTimeFormat("nl-NL", { day: "numeric", month: "long", year: "numeric" }).format(
      new Date(`${day}T12:00:00`),
    );
    // "Tot en met" starts at today.
    await pickDay(page, "Van", day);
    await expect(page.getByRole("button", { name: `Van ${written}`, exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: `Tot en met ${written}`, exact: true })).toBeVisible();

    const chart = page.getByTestId("analytics-chart");
    await expect(chart).toContainText("1 dag: 0 gesprekken");
    await chart.locator(".recharts-wrapper > svg.recharts-surface").hover();
    const tooltip = chart.locator(".recharts-tooltip-wrapper");
    await expect(tooltip).toContainText("Gesprekken: 0");
    await expect(tooltip).not.toContainText(/\s:/);
  });
});
