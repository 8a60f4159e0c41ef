import type { Page } from "@playwright/test";
import { expect, signUp, signUpOwner, test } from "./fixtures.ts";
import { touchContext } from "./touch-context.ts";

// The dashboard under a finger (iPhone 13: 390×664, touch): long organisation names told
// apart, targets a finger can hit, row actions named in words, a reply box that grows.

/** Whether a tap `dy` pixels above the element's top edge, at its middle, lands on it. */
const tapAbove = (page: Page, selector: string, dy: number) =>
  page.evaluate(
    ({ selector, dy }) => {
      const el = document.querySelector(selector) as HTMLElement;
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top - dy);
      return !!hit && (hit === el || el.contains(hit));
    },
    { selector, dy },
  );

test.describe("the dashboard on a touch screen", () => {
  test("two organisations with long names alike are told apart in the switcher", async ({ browser, app, sql }) => {
    const context = await touchContext(browser, app.url);
    const page = await context.newPage();
    const other = await signUpOwner(page, sql, { name: "Andere Eigenaar" });
    await context.clearCookies();
    const me = await signUpOwner(page, sql, { name: "Wisselende Beheerder" });
    await sql`insert into organization_members (id, user_id, organization_id, role)
      values (${crypto.randomUUID()}, ${me.userId}, ${other.org}, 'admin')`;
    const mine = "Stichting Zorggroep Noord-Holland Regio Alkmaar en omstreken";
    const theirs = "Stichting Zorggroep Noord-Holland Regio Amsterdam en omstreken";
    await sql`update organizations set name = ${mine} where id = ${me.org}`;
    await sql`update organizations set name = ${theirs} where id = ${other.org}`;
    await page.goto("/dashboard/settings");
    const trigger = page.getByRole("button", { name: /Wissel organisatie/ });
    await expect(trigger).toHaveAttribute("title", mine);
    await trigger.tap();
    // The current name whole at the top, and each item's whole name on screen (wrapped, not cut).
    await expect(page.getByTestId("switcher-current")).toContainText(mine);
    for (const name of [mine, theirs]) {
      const item = page.getByRole("menuitemradio", { name });
      await expect(item).toBeVisible();
      const fits = await item.evaluate((el) => {
        const text = el.querySelector("span:last-child") as HTMLElement;
        const r = el.getBoundingClientRect();
        return text.scrollWidth <= text.clientWidth + 1 && r.left >= 0 && r.right <= innerWidth;
      });
      expect(fits).toBe(true);
    }
    await context.close();
  });

  test("filter chips, tabs and a dialog's ✕ answer a finger within 44 px; a mouse keeps them compact", async ({
    browser,
    app,
    sql,
  }) => {
    const context = await touchContext(browser, app.url);
    const page = await context.newPage();
    const { org } = await signUpOwner(page, sql, { name: "Vinger Vlug" });
    await sql`insert into conversations (id, organization_id, customer_phone, handled_by, message_count,
        unresolved_count, last_message_at, last_inbound_at)
      values (${crypto.randomUUID()}, ${org}, ${`+316${String(Date.now()).slice(-8)}`}, 'assistant', 0, 0, now(), now())`;
    await page.goto("/dashboard/inbox");
    const chip = '[data-testid="inbox-filter-mine"]';
    await expect(page.locator(chip)).toBeVisible();
    // 6 px above a chip (30 px tall, 44 px of target) still lands on it; the tabs are a finger's height.
    expect(await tapAbove(page, chip, 6)).toBe(true);
    const tab = await page.getByRole("tab", { name: "Gesprekken" }).boundingBox();
    expect(tab?.height).toBeGreaterThanOrEqual(44);

    await page.goto("/dashboard/settings?tab=employees");
    await page.getByRole("button", { name: "Medewerker toevoegen" }).first().tap();
    const close = await page.getByRole("dialog").getByRole("button", { name: "Sluiten" }).boundingBox();
    expect(close?.width).toBeGreaterThanOrEqual(44);
    expect(close?.height).toBeGreaterThanOrEqual(44);
    await context.close();

    // With a mouse: as before (the chip ~22 px, nothing above it answers).
    const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: app.url });
    const page2 = await desk.newPage();
    await signUp(page2, { name: "Muis Mees" });
    await page2.goto("/dashboard/inbox");
    await page2.getByRole("button", { name: "Test de assistent" }).waitFor();
    const tab2 = await page2.getByRole("tab", { name: "Gesprekken" }).boundingBox();
    expect(tab2?.height).toBeLessThan(36);
    await desk.close();
  });

  test("an employee's row actions are a '⋯' menu named in words", async ({ browser, app, sql }) => {
    const context = await touchContext(browser, app.url);
    const page = await context.newPage();
    const { org } = await signUpOwner(page, sql, { name: "Rij Beheer" });
    await sql`insert into employees (id, organization_id, first_name, last_name, phone_number, created_at, updated_at)
      values (${crypto.randomUUID()}, ${org}, 'Sanne', 'Bakker', '+31611118888', now(), now())`;
    await page.goto("/dashboard/settings?tab=employees");
    const row = page.getByTestId("employee-row").filter({ hasText: "Sanne Bakker" });
    await expect(row).toBeVisible();
    // No icons that only a hover would name.
    await expect(row.getByRole("button", { name: "Sanne Bakker bewerken" })).toBeHidden();
    await row.getByRole("button", { name: "Acties voor Sanne Bakker" }).tap();
    for (const label of ["Gegevens downloaden", "Bewerken", "Gegevens wissen", "Verwijderen"])
      await expect(page.getByRole("menuitem", { name: label })).toBeVisible();
    await page.getByRole("menuitem", { name: "Bewerken" }).tap();
    await expect(page.getByRole("dialog").getByLabel("Voornaam")).toHaveValue("Sanne");
    await context.close();
  });

  test("the reply box grows with its text up to 40% of the screen; the send button is an icon named 'Verstuur'", async ({
    browser,
    app,
    sql,
  }) => {
    const context = await touchContext(browser, app.url, { width: 390, height: 844 });
    const page = await context.newPage();
    const { org } = await signUpOwner(page, sql, { name: "Groei Veld" });
    const id = crypto.randomUUID();
    await sql`insert into conversations (id, organization_id, customer_phone, handled_by, message_count,
        unresolved_count, last_message_at, last_inbound_at)
      values (${id}, ${org}, ${`+316${String(Date.now() + 7).slice(-8)}`}, 'human', 0, 0, now(), now())`;
    await page.goto(`/dashboard/inbox?conversation=${id}`);
    const reply = page.getByLabel("Typ een antwoord…");
    const before = (await reply.boundingBox())?.height ?? 0;
    await reply.fill(Array.from({ length: 5 }, (_, i) => `Regel ${i + 1}`).join("\n"));
    const five = (await reply.boundingBox())?.height ?? 0;
    expect(five).toBeGreaterThan(before + 40);
    await reply.fill(Array.from({ length: 60 }, (_, i) => `Regel ${i + 1}`).join("\n"));
    const many = (await reply.boundingBox())?.height ?? 0;
    expect(many).toBeLessThanOrEqual(844 * 0.4 + 1);
    expect(many).toBeGreaterThan(five);
    const send = page.getByRole("button", { name: "Verstuur" });
    expect((await send.boundingBox())?.width).toBeLessThanOrEqual(48);
    await context.close();
  });
});
