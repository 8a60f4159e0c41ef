import fs from "node:fs";
import { test as base, expect, type Page } from "@playwright/test";
import postgres from "postgres";
import { STATE_FILE } from "./global-setup.ts";

type AppState = { url: string; dataDir: string; databaseUrl: string };
const readState = (): AppState => JSON.parse(fs.readFileSync(STATE_FILE, "utf8"));

let counter = 0;
/** A unique email per call, so tests never collide on one shared app. */
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.floor(Math.random() * 1e6)}@example.nl`;
}

export const test = base.extend<{ app: AppState; sql: postgres.Sql }, object>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take a destructured first argument.
  app: async ({}, use) => {
    await use(readState());
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take a destructured first argument.
  baseURL: async ({}, use) => {
    await use(readState().url);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take a destructured first argument.
  sql: async ({}, use) => {
    const sql = postgres(readState().databaseUrl, { max: 2, onnotice: () => {} });
    await use(sql);
    await sql.end();
  },
});
export { expect };

/** The membership sign-up created for the user with `email`: the organisation they own, and their user id. */
export async function membershipOf(sql: postgres.Sql, email: string) {
  const [row] = await sql`select m.organization_id, m.user_id from organization_members m
    join profiles p on p.user_id = m.user_id where p.email = ${email}`;
  return row as { organization_id: string; user_id: string };
}

type NewAccount = { name?: string; email?: string; password?: string };
const accountOf = (opts: NewAccount) => ({
  email: opts.email ?? uniqueEmail(),
  password: opts.password ?? "geheim123",
  name: opts.name ?? "Test Gebruiker",
});

/** Signs up through the real form and waits for the dashboard (the sign-up tests themselves). */
export async function signUpWithForm(page: Page, opts: NewAccount = {}) {
  const account = accountOf(opts);
  await page.goto("/register");
  await page.getByLabel("Volledige naam").fill(account.name);
  await page.getByLabel("E-mailadres").fill(account.email);
  await page.getByLabel("Wachtwoord").fill(account.password);
  await page.getByRole("button", { name: "Start gratis" }).click();
  await page.waitForURL("**/dashboard/onboarding");
  return account;
}

/**
 * Signs up over the same auth endpoint the form posts to, in the page's browser context (so
 * the session cookie is the page's), and opens the onboarding screen the form leads to. The
 * form is tested on its own (signUpWithForm); here it cost each test one page load.
 */
export async function signUp(page: Page, opts: NewAccount = {}) {
  const account = accountOf(opts);
  const { url } = readState();
  const res = await page.request.post(`${url}/api/auth/sign-up/email`, { data: account, headers: { origin: url } });
  if (!res.ok()) throw new Error(`sign-up of ${account.email}: ${res.status()} ${await res.text()}`);
  await page.goto("/dashboard/onboarding");
  return account;
}

/** Signs up (see signUp) and looks up the organisation sign-up made the new user owner of. */
export async function signUpOwner(page: Page, sql: postgres.Sql, opts: Parameters<typeof signUp>[1] = {}) {
  const account = await signUp(page, opts);
  const { organization_id, user_id } = await membershipOf(sql, account.email);
  return { ...account, org: organization_id, userId: user_id };
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Wachtwoord").fill(password);
  await page.getByRole("button", { name: "Inloggen", exact: true }).click();
  await page.waitForURL("**/dashboard/**");
}

/**
 * Follows the link (an href containing `hrefPart`) in the mail to `email` in the dev
 * mailbox; mails go out from a background job, so the mailbox is polled until it is there.
 */
export async function followMailLink(page: Page, baseURL: string | undefined, email: string, hrefPart: string) {
  const link = `a[href*="${hrefPart}"]`;
  const mail = page
    .getByTestId("mail")
    .filter({ has: page.getByTestId("mail-to").getByText(email, { exact: true }) })
    .filter({ has: page.locator(link) });
  await expect(async () => {
    await page.goto(`${baseURL}/dev/mailbox`);
    await expect(mail).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await mail.locator(link).click();
}
