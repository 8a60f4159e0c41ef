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
    await page.getByRole("button", { name: "Medewerker toevoegen" }).first().tap();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
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
