import { expect, type Page } from "@playwright/test";

/**
 * Waits until the dev mailbox holds `count` mails to `email` (optionally only those whose
 * text contains `hasText`, e.g. the sender) and returns their links containing `hrefPart`,
 * newest first. Mails go out from a background job, so the page is polled.
 */
export async function mailLinks(
  page: Page,
  baseURL: string | undefined,
  email: string,
  opts: { hrefPart: string; count?: number; hasText?: string },
): Promise<string[]> {
  const link = `a[href*="${opts.hrefPart}"]`;
  let mails = page
    .getByTestId("mail")
    .filter({ has: page.getByTestId("mail-to").getByText(email, { exact: true }) })
    .filter({ has: page.locator(link) });
  if (opts.hasText) mails = mails.filter({ hasText: opts.hasText });
  await expect(async () => {
    await page.goto(`${baseURL}/dev/mailbox`);
    await expect(mails).toHaveCount(opts.count ?? 1, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  return mails.locator(link).evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
}
