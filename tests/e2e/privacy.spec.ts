import { randomUUID } from "node:crypto";
import { expect, signUpOwner, test } from "./fixtures.ts";

test.describe("Chatbot Data and Privacy tabs", () => {
  test("switches save at once and show in another tab; members see them read-only", async ({ page, context, sql }) => {
    const owner = await signUpOwner(page, sql);
    await page.goto("/dashboard/settings?tab=chatbot-access");
    await expect(page.getByText("Een medewerker ziet altijd zijn eigen profiel en zijn eigen diensten.")).toBeVisible();
    const employees = page.getByRole("switch", { name: "Medewerkers" });
    await expect(page.getByRole("switch", { name: "Diensten" })).toBeChecked();
    await expect(employees).not.toBeChecked();

    const page2 = await context.newPage();
    await page2.goto("/dashboard/settings?tab=chatbot-access");
    await employees.click();
    await expect(page.getByText("Chatbot toegang opgeslagen")).toBeVisible();
    await expect(page2.getByRole("switch", { name: "Medewerkers" })).toBeChecked();
    const [row] = await sql`select chatbot_data_access from organizations where id = ${owner.org}`;
    expect(row.chatbot_data_access).toEqual({ employees: true, jobs: false, shifts: true });

    await sql`update organization_members set role = 'member' where user_id = ${owner.userId}`;
    await expect(page2.getByRole("switch", { name: "Medewerkers" })).toBeDisabled();
  });

  test("the retention choice is saved, and the last clean-up shows live", async ({ page, context, sql }) => {
    const owner = await signUpOwner(page, sql);
    await page.goto("/dashboard/settings?tab=privacy");
    await expect(page.getByRole("button", { name: "1 jaar" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("retention-last-run")).toHaveText(
      "Er is nog niet opgeschoond. De eerste opschoning draait vannacht.",
    );

    const page2 = await context.newPage();
    await page2.goto("/dashboard/settings?tab=privacy");
    await page.getByRole("button", { name: "30 dagen" }).click();
    await expect(page.getByText("Bewaartermijn opgeslagen")).toBeVisible();
    await expect(page2.getByRole("button", { name: "30 dagen" })).toHaveAttribute("aria-pressed", "true");
    await expect(page2.getByText("Berichten worden 30 dagen bewaard.")).toBeVisible();
    const [row] = await sql`select log_retention_days from organizations where id = ${owner.org}`;
    expect(row.log_retention_days).toBe(30);

    // What the nightly job records reaches the open tab without a reload.
    await sql`insert into retention_runs (id, organization_id, retention_days, cutoff, messages_deleted, conversations_deleted, ran_at)
      values (${randomUUID()}, ${owner.org}, 30, now() - interval '30 days', 3, 1, now())`;
    await expect(page2.getByTestId("retention-last-run")).toHaveText(
      "Laatste opschoning zojuist: 3 berichten en 1 gesprek verwijderd.",
    );
  });
});
