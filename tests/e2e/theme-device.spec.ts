import { expect, signUpOwner, test } from "./fixtures.ts";

// "Automatisch" goes by the clock, as the spec asks; "Systeem" follows the device's own light
// or dark setting, live, for whoever has set their computer dark all day.
test("'Systeem' follows the device's dark mode as it changes, and from the first paint", async ({ page, sql }) => {
  const { email } = await signUpOwner(page, sql);
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/dashboard/settings?tab=general");
  const choices = page.getByRole("radiogroup", { name: "Thema" });
  await choices.getByRole("radio", { name: "Licht" }).click();
  await expect(page.locator("html")).toHaveClass(/\blight\b/);
  await choices.getByRole("radio", { name: "Systeem" }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).toHaveClass(/\blight\b/);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  // Before any script of the app runs (public/theme-init.js), so a dark device never flashes light.
  await page.reload();
  expect(await page.evaluate(() => document.documentElement.className)).toMatch(/\bdark\b/);
  // The account menu offers it too, beside 'Automatisch'.
  await page.getByRole("button", { name: email }).click();
  await expect(page.getByRole("menuitemradio", { name: "Automatisch" })).not.toBeChecked();
  await expect(page.getByRole("menuitemradio", { name: "Systeem" })).toBeChecked();
});
