import { expect, signUpOwner, test } from "./fixtures.ts";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAEhAGAcEV7GQAAAABJRU5ErkJggg==",
  "base64",
);

test.describe("branding", () => {
  test("colours preview while typing and apply in another tab; logo, favicon, name and title follow", async ({
    page,
    context,
    sql,
  }) => {
    await signUpOwner(page, sql);
    await page.goto("/dashboard/settings?tab=branding");
    const other = await context.newPage();
    await other.goto("/dashboard/inbox");
    const activeItem = other.locator("aside a[aria-current='page']");
    await expect(activeItem).toHaveCSS("background-color", "rgb(122, 47, 243)");

    // The preview follows the typing before anything is saved.
    await page.getByRole("textbox", { name: "Menu-item achtergrond", exact: true }).fill("00AA55");
    await expect(page.getByTestId("branding-preview").locator("div.font-medium")).toHaveCSS(
      "background-color",
      "rgb(0, 170, 85)",
    );
    // White on that green is hard to read: said beside the colours, not refused.
    await expect(page.getByTestId("contrast-warnings")).toHaveText(
      "Tekst op accentkleur is slecht leesbaar op menu-item achtergrond: contrast 3:1, minimaal 4,5:1.",
    );
    await page.getByRole("textbox", { name: "Accentkleur", exact: true }).fill("not a colour");
    await expect(page.getByText("Ongeldige kleurcode: de standaardkleur wordt gebruikt.")).toBeVisible();
    await page.getByRole("textbox", { name: "Accentkleur", exact: true }).fill("#00aa55");
    await page.getByLabel("Weergavenaam").fill("Flexwerk Noord");
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("Branding opgeslagen")).toBeVisible();

    await expect(activeItem).toHaveCSS("background-color", "rgb(0, 170, 85)");
    await expect(other.getByTestId("sidebar-org-name")).toHaveText("Flexwerk Noord");
    // The tab names its page before the organisation.
    await expect(other).toHaveTitle("Inbox – Flexwerk Noord");

    await page
      .getByLabel("Logo", { exact: true })
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
    await expect(page.getByText("Afbeelding geüpload")).toBeVisible();
    await expect(other.locator("aside img")).toHaveAttribute("src", /^\/api\/branding\/.+\/logo-.+\.png$/);
    await page
      .getByLabel("Favicon", { exact: true })
      .setInputFiles({ name: "icon.png", mimeType: "image/png", buffer: PNG });
    await expect(page.getByText("Afbeelding geüpload").last()).toBeVisible();
    await expect(other.locator("link[rel='icon']")).toHaveAttribute("href", /^\/api\/branding\/.+\/favicon-.+\.png$/);

    // A file of the wrong type is refused in Dutch.
    await page
      .getByLabel("Favicon", { exact: true })
      .setInputFiles({ name: "icon.png", mimeType: "image/png", buffer: Buffer.from("<html></html>") });
    await expect(page.getByText("Alleen PNG, ICO en JPEG zijn toegestaan.")).toBeVisible();
  });

  test("a colleague's save of a field this form did not touch is kept: only what was changed here is saved", async ({
    page,
    context,
    sql,
  }) => {
    // Two tabs of one admin stand for two colleagues.
    await signUpOwner(page, sql);
    await page.goto("/dashboard/settings?tab=branding");
    const colleague = await context.newPage();
    await colleague.goto("/dashboard/settings?tab=branding");
    // The colleague renames the organisation and saves.
    await colleague.getByLabel("Weergavenaam").fill("Flexwerk Zuid");
    await colleague.getByRole("button", { name: "Opslaan" }).click();
    await expect(colleague.getByText("Branding opgeslagen")).toBeVisible();
    // Here, with the form open all along, only the accent colour changes.
    await page.getByRole("textbox", { name: "Accentkleur", exact: true }).fill("#00aa55");
    await expect(page.getByLabel("Weergavenaam")).toHaveValue("Flexwerk Zuid");
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("Branding opgeslagen")).toBeVisible();
    await colleague.reload();
    await expect(colleague.getByLabel("Weergavenaam")).toHaveValue("Flexwerk Zuid");
    await expect(colleague.getByRole("textbox", { name: "Accentkleur", exact: true })).toHaveValue(/00aa55/i);
  });
});
