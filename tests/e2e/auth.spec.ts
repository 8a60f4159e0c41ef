import type { Page } from "@playwright/test";
import { expect, followMailLink, signIn, signUp, signUpWithForm, test, uniqueEmail } from "./fixtures.ts";

/** Fills the sign-in form on /auth and submits it (without waiting for a redirect). */
async function submitSignIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Wachtwoord").fill(password);
  await page.getByRole("button", { name: "Inloggen", exact: true }).click();
}

test.describe("landing page", () => {
  test("shows the pitch, three features and the ways in", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Je HR-vragen beantwoord via WhatsApp, dag en nacht",
    );
    await expect(page.getByRole("listitem")).toHaveCount(3);
    await expect(page.getByRole("link", { name: "Inloggen" }).first()).toHaveAttribute("href", "/auth");
    await page.getByRole("link", { name: "Start gratis" }).click();
    await page.waitForURL("**/register");
    await expect(page.getByRole("tab", { name: "Registreren" })).toHaveAttribute("aria-selected", "true");
  });

  test("the root element carries the theme class", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/\b(light|dark)\b/);
  });
});

test.describe("sign-up", () => {
  test("lands on the onboarding screen with a welcome toast", async ({ page }) => {
    await signUpWithForm(page);
    await expect(page).toHaveURL(/\/dashboard\/onboarding$/);
    await expect(page.getByText("Account aangemaakt!")).toBeVisible();
  });

  test("an empty form asks for all fields", async ({ page }) => {
    await page.goto("/register");
    await page.getByRole("button", { name: "Start gratis" }).click();
    await expect(page.getByText("Vul alle velden in")).toBeVisible();
    await expect(page.getByText("Email, wachtwoord en naam zijn verplicht.")).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test("a 5-character password is too short", async ({ page }) => {
    await page.goto("/register");
    await page.getByLabel("Volledige naam").fill("Kort Wachtwoord");
    await page.getByLabel("E-mailadres").fill(uniqueEmail("short"));
    await page.getByLabel("Wachtwoord").fill("12345");
    await page.getByRole("button", { name: "Start gratis" }).click();
    await expect(page.getByText("Wachtwoord te kort")).toBeVisible();
    await expect(page.getByText("Gebruik minimaal 6 karakters.")).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test("an email that already has an account is refused in Dutch", async ({ page }) => {
    const { email } = await signUp(page);
    await page.context().clearCookies();
    await page.goto("/register");
    await page.getByLabel("Volledige naam").fill("Tweede Keer");
    await page.getByLabel("E-mailadres").fill(email);
    await page.getByLabel("Wachtwoord").fill("geheim123");
    await page.getByRole("button", { name: "Start gratis" }).click();
    await expect(page.getByText("Registratie mislukt")).toBeVisible();
    await expect(page.getByText("Er bestaat al een account met dit e-mailadres.")).toBeVisible();
  });

  test("the password placeholder states the minimum", async ({ page }) => {
    await page.goto("/register");
    await expect(page.getByLabel("Wachtwoord")).toHaveAttribute("placeholder", "Minimaal 6 karakters");
  });
});

test.describe("sign-in", () => {
  test("the right password signs in with 'Welkom terug!'", async ({ page }) => {
    const { email, password } = await signUp(page);
    await page.context().clearCookies();
    await signIn(page, email, password);
    await expect(page.getByText("Welkom terug!")).toBeVisible();
    await expect(page.getByText("Je bent succesvol ingelogd.")).toBeVisible();
  });

  test("a wrong password is refused", async ({ page }) => {
    const { email } = await signUp(page);
    await page.context().clearCookies();
    await submitSignIn(page, email, "helemaal-fout");
    await expect(page.getByText("Inloggen mislukt")).toBeVisible();
    await expect(page.getByText("Onjuiste email of wachtwoord.")).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("empty fields are refused before calling the server", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Inloggen", exact: true }).click();
    await expect(page.getByText("Email en wachtwoord zijn verplicht.")).toBeVisible();
  });

  test("Enter in the password field submits", async ({ page }) => {
    const { email, password } = await signUp(page);
    await page.context().clearCookies();
    await page.goto("/auth");
    await page.getByLabel("E-mailadres").fill(email);
    await page.getByLabel("Wachtwoord").fill(password);
    await page.getByLabel("Wachtwoord").press("Enter");
    await page.waitForURL("**/dashboard/**");
  });
});

test.describe("password reset", () => {
  test("an empty email asks for one", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Wachtwoord vergeten?" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("E-mailadres").fill("");
    await dialog.getByRole("button", { name: "Verstuur reset link" }).click();
    await expect(page.getByText("Email vereist")).toBeVisible();
    await expect(page.getByText("Vul je email adres in.", { exact: true })).toBeVisible();
  });

  test("full flow: request, mail, new password, old one no longer works", async ({ page, baseURL }) => {
    const { email, password: oldPassword } = await signUp(page);
    await page.context().clearCookies();

    await page.goto("/auth");
    await page.getByLabel("E-mailadres").fill(email);
    await page.getByRole("button", { name: "Wachtwoord vergeten?" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel("E-mailadres")).toHaveValue(email);
    await dialog.getByRole("button", { name: "Verstuur reset link" }).click();
    await expect(page.getByText("Email verstuurd!")).toBeVisible();
    await expect(page.getByText("Controleer je inbox voor de wachtwoord reset link.")).toBeVisible();
    await expect(dialog).toBeHidden();

    await followMailLink(page, baseURL, email, "/reset-password/");

    await page.waitForURL(/\/auth\?token=/);
    await expect(page.getByRole("heading", { name: "Nieuw wachtwoord instellen" })).toBeVisible();
    await expect(page.getByRole("tab")).toHaveCount(0);
    const newPassword = "nieuwgeheim456";
    await page.getByLabel("Nieuw wachtwoord").fill(newPassword);
    await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
    await expect(page.getByText("Wachtwoord gewijzigd")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Inloggen" })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/\/auth$/);

    await submitSignIn(page, email, oldPassword);
    await expect(page.getByText("Onjuiste email of wachtwoord.")).toBeVisible();

    await signIn(page, email, newPassword);
    await expect(page).toHaveURL(/\/dashboard\/onboarding$/);
  });

  test("an invalid reset link says so", async ({ page }) => {
    await page.goto("/api/auth/reset-password/niet-echt?callbackURL=/auth");
    await page.waitForURL(/\/auth\?error=INVALID_TOKEN/);
    await expect(page.getByRole("alert").filter({ hasText: "ongeldig of verlopen" })).toBeVisible();
  });
});

test.describe("guards", () => {
  test("/dashboard without a session goes to /auth", async ({ page }) => {
    await page.goto("/dashboard");
    await page.waitForURL("**/auth");
    await expect(page.getByRole("tab", { name: "Inloggen" })).toHaveAttribute("aria-selected", "true");
  });

  test("/auth and /register with a session go to the dashboard", async ({ page }) => {
    await signUp(page);
    await page.goto("/auth");
    await page.waitForURL("**/dashboard/onboarding");
    await page.goto("/register");
    await page.waitForURL("**/dashboard/onboarding");
  });

  test("/register opens on the Registreren tab", async ({ page }) => {
    await page.goto("/register");
    await expect(page.getByRole("heading", { name: "AI HR Platform" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Registreren" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "Inloggen" })).toHaveAttribute("aria-selected", "false");
    await expect(page.getByLabel("Volledige naam")).toBeVisible();
  });

  test("an unknown path shows the 404 page with a link home", async ({ page, baseURL }) => {
    await page.goto("/does-not-exist");
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await page.getByRole("link", { name: "Terug naar de startpagina" }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  test("without social providers configured no social button shows", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByRole("button", { name: /Doorgaan met/ })).toHaveCount(0);
  });
});
