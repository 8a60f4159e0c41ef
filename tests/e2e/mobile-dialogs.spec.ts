import type { Browser, Locator, Page } from "@playwright/test";
import { expect, signUpOwner, test } from "./fixtures.ts";
import { touchContext } from "./touch-context.ts";

// Dialogs on a phone on its side (844×390, touch): a form taller than the screen scrolls
// inside its box, and its buttons stay on the screen.

test.describe("dialogs on a phone", () => {
  test("'Medewerker toevoegen' on its side: the box fits the screen, scrolls, and its buttons can be tapped", async ({
    browser,
    app,
    sql,
  }) => {
    const context = await touchContext(browser, app.url, { width: 844, height: 390 });
    const page = await context.newPage();
    await signUpOwner(page, sql, { name: "Lotte Liggend" });
    await page.goto("/dashboard/settings?tab=employees");
    const dialog = await openAddEmployee(page);
    const box = await dialog.evaluate((d) => {
      const r = d.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, scrolls: d.scrollHeight > d.clientHeight, height: innerHeight };
    });
    // Inside the screen, and taller content scrolls within it.
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(box.height);
    expect(box.scrolls).toBe(true);
    // The buttons show at the box's bottom without scrolling: 'Annuleren' closes.
    const cancel = dialog.getByRole("button", { name: "Annuleren" });
    const at = await cancel.boundingBox();
    expect((at?.y ?? 1e4) + (at?.height ?? 0)).toBeLessThanOrEqual(box.height);
    await cancel.tap();
    await expect(dialog).toBeHidden();
    await context.close();
  });
});

// A phone upright (390×664): a form taller than the screen, sent with its last field wrong.
// The field's message and the form's summary line must not end up under the sticky buttons.

type Box = { x: number; y: number; width: number; height: number };
/** How many pixels of `a` lie under `b`, top to bottom (0: none). */
const overlap = (a: Box, b: Box) => Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on the page");
  return box;
}

/** The dialog's buttons at its bottom (the sticky footer), around 'Annuleren'. */
const footerOf = (dialog: Locator) => dialog.getByRole("button", { name: "Annuleren" }).locator("..");

/** Scrolled to the end of the box, `texts` show whole: inside the box and not under the footer. */
async function expectWholeAboveFooter(dialog: Locator, texts: Locator[]) {
  const footer = await boxOf(footerOf(dialog));
  const box = await boxOf(dialog);
  for (const text of texts) {
    const at = await boxOf(text);
    expect(overlap(at, footer), `${await text.textContent()} under the buttons`).toBe(0);
    expect(at.y).toBeGreaterThanOrEqual(box.y);
    expect(at.y + at.height).toBeLessThanOrEqual(footer.y);
  }
}

const scrollToEnd = (dialog: Locator) =>
  dialog.evaluate((d) => {
    d.scrollTop = d.scrollHeight;
  });

/** A phone upright in `scheme`, signed up as a new owner. */
async function phoneOwner(
  browser: Browser,
  url: string,
  sql: Parameters<typeof signUpOwner>[1],
  scheme: "light" | "dark",
  name: string,
) {
  const context = await touchContext(browser, url);
  const page = await context.newPage();
  // The app's own choice ('system' follows the time of day), set before its scripts run.
  await page.addInitScript((t) => localStorage.setItem("theme", t), scheme);
  await signUpOwner(page, sql, { name });
  await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${scheme}\\b`));
  return { context, page };
}

/**
 * 'Medewerker toevoegen' tapped until its dialog shows: a tap as the tab first renders can land
 * while it renders again with its data, and is lost (once in a whole run; the retry passed).
 */
async function openAddEmployee(page: Page): Promise<Locator> {
  const dialog = page.getByRole("dialog");
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByRole("button", { name: "Medewerker toevoegen" }).first().tap();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  return dialog;
}

/** 'Medewerker toevoegen' opened by a tap, with the required name and number typed in. */
async function addEmployeeFilledIn(page: Page, phone: string) {
  await page.goto("/dashboard/settings?tab=employees");
  const dialog = await openAddEmployee(page);
  await dialog.getByLabel(/Voornaam/).fill("Sara");
  await dialog.getByLabel(/Achternaam/).fill("de Vries");
  await dialog.getByLabel(/WhatsApp/).fill(phone);
  return dialog;
}

for (const scheme of ["light", "dark"] as const) {
  test.describe(`dialogs on a phone upright (${scheme})`, () => {
    test(`'Medewerker toevoegen' sent with a wrong employee number: scrolled to the end, its message and the summary show above the buttons (${scheme})`, async ({
      browser,
      app,
      sql,
    }, info) => {
      const { context, page } = await phoneOwner(browser, app.url, sql, scheme, "Pim Portret");
      const dialog = await addEmployeeFilledIn(page, "+31612340001");
      const number = dialog.getByLabel(/Personeelsnummer/);
      await number.fill("P".repeat(51));
      await dialog.getByRole("button", { name: "Medewerker toevoegen" }).tap();
      const error = dialog.getByText("Deze tekst is te lang.");
      const summary = dialog.getByText("Controleer de gemarkeerde velden.");
      await expect(summary).toBeVisible();
      // The first wrong field has the focus (a keyboard or screen reader user is taken there).
      await expect(number).toBeFocused();
      await scrollToEnd(dialog);
      await page.screenshot({ path: info.outputPath(`employee-${scheme}.png`) });
      await expectWholeAboveFooter(dialog, [error, summary]);
      await context.close();
    });

    test(`'Medewerker toevoegen' by keyboard, Enter in a wrong field: focus goes to the first wrong field, its message above the buttons (${scheme})`, async ({
      browser,
      app,
      sql,
    }, info) => {
      const { context, page } = await phoneOwner(browser, app.url, sql, scheme, "Kees Toetsenbord");
      const dialog = await addEmployeeFilledIn(page, "+31612340002");
      await dialog.getByLabel(/E-mailadres/).fill("sara@");
      const number = dialog.getByLabel(/Personeelsnummer/);
      await number.fill("P123");
      await number.press("Enter");
      const email = dialog.getByLabel(/E-mailadres/);
      await expect(email).toBeFocused();
      const error = dialog.getByText("Vul een geldig e-mailadres in.");
      await expect(error).toBeVisible();
      await page.screenshot({ path: info.outputPath(`employee-keyboard-${scheme}.png`) });
      await expectWholeAboveFooter(dialog, [email, error]);
      await context.close();
    });

    test(`FAQ sent without an answer: the answer gets focus and its message shows above the buttons (${scheme})`, async ({
      browser,
      app,
      sql,
    }, info) => {
      const { context, page } = await phoneOwner(browser, app.url, sql, scheme, "Fenna Faq");
      await page.goto("/dashboard/faq");
      await page.getByRole("button", { name: "Add FAQ" }).tap();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Vraag", { exact: true }).fill("Wanneer krijg ik mijn loonstrook?");
      await dialog.getByRole("button", { name: "Opslaan" }).tap();
      const answer = dialog.getByLabel("Antwoord", { exact: true });
      await expect(answer).toBeFocused();
      const error = dialog.getByText("Vul een antwoord in.");
      await expect(error).toBeVisible();
      await page.screenshot({ path: info.outputPath(`faq-${scheme}.png`) });
      // The field whole, with its label above it and its message under it.
      const label = dialog.locator("label", { hasText: /^Antwoord$/ });
      await expectWholeAboveFooter(dialog, [label, answer, error]);
      await context.close();
    });
  });
}
