import { expect, signUpOwner, test } from "./fixtures.ts";

test.describe("onboarding", () => {
  test("finishing the setup bursts confetti once, live, and not again on the next visit", async ({ page, sql }) => {
    const { org, userId } = await signUpOwner(page, sql);
    await expect(page.getByTestId("onboarding-percent")).toHaveText("0%");
    // The four counted steps, done elsewhere (another tab, a colleague): the page follows live.
    await sql`insert into documents (id, organization_id, user_id, filename, file_path, mime_type, size_bytes, processing_status)
      values (gen_random_uuid(), ${org}, ${userId}, 'handboek.txt', 'none/handboek.txt', 'text/plain', 1, 'completed')`;
    for (const q of ["Een?", "Twee?", "Drie?"])
      await sql`insert into faqs (id, organization_id, question, answer) values (gen_random_uuid(), ${org}, ${q}, 'Ja.')`;
    await sql`insert into twilio_credentials (organization_id, account_sid, auth_token_encrypted, whatsapp_sender)
      values (${org}, 'AC00000000000000000000000000000000', 'x', 'whatsapp:+3197000000000')`;
    await expect(page.getByTestId("onboarding-percent")).toHaveText("75%");
    await expect(page.getByTestId("confetti")).toHaveCount(0);
    await sql`update organizations set logo_url = 'https://voorbeeld.nl/logo.png' where id = ${org}`;
    await expect(page.getByTestId("onboarding-percent")).toHaveText("100%");
    await expect(page.getByTestId("confetti")).toHaveCount(1);
    // Sign-in lands here: a finished setup is celebrated once per browser, not on every visit.
    await page.waitForTimeout(1000);
    await page.reload();
    await expect(page.getByTestId("onboarding-percent")).toHaveText("100%");
    // Counted once, not awaited: a burst removes its own canvas after a few seconds.
    await page.waitForTimeout(500);
    expect(await page.getByTestId("confetti").count()).toBe(0);
  });
});
