import { randomUUID } from "node:crypto";
import { nl } from "../../common/i18n/nl.ts";
import { expect, signUpOwner, test } from "./fixtures.ts";

test.describe("Chatbot Data and Privacy tabs", () => {
  test("switches save at once and show in another tab; members see them read-only", async ({ page, context, sql }) => {
    const owner = await signUpOwner(page, sql);
    await page.goto("/dashboard/settings?tab=chatbot-access");
    // Verification is off for a new organisation: the page does not promise it, and says so once it is on.
    await expect(page.getByText(nl.privacy.chatbotAlwaysVisible(false))).toBeVisible();
    await sql`update organizations set verification_required = true where id = ${owner.org}`;
    await expect(page.getByText(nl.privacy.chatbotAlwaysVisible(true))).toBeVisible();
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
    // Shorter deletes for good tonight: asked first, and cancelling changes nothing.
    await page.getByRole("button", { name: "30 dagen" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Bewaartermijn verkorten?" });
    await expect(confirm).toContainText("ouder dan 30 dagen definitief verwijderd");
    await confirm.getByRole("button", { name: "Annuleren" }).click();
    await expect(page.getByRole("button", { name: "1 jaar" })).toHaveAttribute("aria-pressed", "true");
    expect(
      (await sql`select log_retention_days from organizations where id = ${owner.org}`)[0].log_retention_days,
    ).toBe(365);
    await page.getByRole("button", { name: "30 dagen" }).click();
    await confirm.getByRole("button", { name: "Verkorten" }).click();
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

test.describe("employees' rights", () => {
  test("an admin downloads, then erases the conversations of a number no employee record holds, from the inbox", async ({
    page,
    sql,
  }) => {
    const owner = await signUpOwner(page, sql);
    const conversationId = randomUUID();
    await sql`insert into conversations (id, organization_id, customer_phone, message_count, last_message_at)
      values (${conversationId}, ${owner.org}, '+31644445555', 1, now())`;
    await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status)
      values (${randomUUID()}, ${owner.org}, ${conversationId}, 'inbound', 'ik werkte hier vroeger', 'received')`;
    await page.goto(`/dashboard/inbox?conversation=${conversationId}`);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Gesprekken van dit nummer downloaden" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("gesprekken-31644445555.json");
    const archive = JSON.parse(
      await (await file.createReadStream()).toArray().then((c) => Buffer.concat(c).toString()),
    );
    expect(archive.phone).toBe("+31644445555");
    expect(archive.conversations[0].messages[0].message_body).toBe("ik werkte hier vroeger");
    await expect(page.getByText("Gegevens gedownload")).toBeVisible();
    await page.getByRole("button", { name: "Gesprekken van dit nummer wissen" }).click();
    const confirm = page.getByRole("button", { name: "Definitief wissen" });
    await expect(confirm).toBeDisabled();
    // Shown grouped as everywhere; typed whole, as staff may copy it from elsewhere, it is the same number.
    await page.getByLabel('Typ "+31 6 4444 5555" om te bevestigen').fill("+31644445555");
    await confirm.click();
    await expect(page.getByText("Gewist: 1 gesprek en 1 bericht.")).toBeVisible();
    await expect(page.getByText("Dit gesprek bestaat niet (meer) of je hebt er geen toegang toe.")).toBeVisible();
    expect(await sql`select id from conversations where id = ${conversationId}`).toEqual([]);
  });

  test("an admin downloads an employee's data and erases it after typing the name; the log shows both", async ({
    page,
    sql,
  }) => {
    const owner = await signUpOwner(page, sql);
    const employeeId = randomUUID();
    const conversationId = randomUUID();
    await sql`insert into employees (id, organization_id, first_name, last_name, phone_number)
      values (${employeeId}, ${owner.org}, 'Sanne', 'Smit', '+31633333333')`;
    await sql`insert into conversations (id, organization_id, customer_phone, employee_id, message_count)
      values (${conversationId}, ${owner.org}, '+31633333333', ${employeeId}, 1)`;
    await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status)
      values (${randomUUID()}, ${owner.org}, ${conversationId}, 'inbound', 'mag ik morgen vrij', 'received')`;
    await page.goto("/dashboard/settings?tab=employees");

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Gegevens downloaden: Sanne Smit" }).click();
    const file = await download;
    const archive = JSON.parse(
      await (await file.createReadStream()).toArray().then((c) => Buffer.concat(c).toString()),
    );
    expect(archive.conversations[0].messages[0].message_body).toBe("mag ik morgen vrij");
    await expect(page.getByText("Gegevens gedownload")).toBeVisible();

    await page.getByRole("button", { name: "Gegevens wissen: Sanne Smit" }).click();
    const confirm = page.getByRole("button", { name: "Definitief wissen" });
    await expect(confirm).toBeDisabled();
    await page.getByLabel('Typ "Sanne Smit" om te bevestigen').fill("sanne smit");
    await confirm.click();
    await expect(page.getByText("Gewist: 1 gesprek en 1 bericht.")).toBeVisible();
    await expect(page.getByTestId("employee-row")).toHaveCount(0);

    await page.goto("/dashboard/settings?tab=privacy");
    const log = page.getByTestId("activity-log");
    await expect(log).toContainText("Medewerker gewist");
    await expect(log).toContainText("Medewerkergegevens gedownload");
    await page.getByLabel("Filter op actie").selectOption({ label: "Medewerker gewist" });
    await expect(log.getByRole("listitem")).toHaveCount(1);

    // A long log is read to its end, a hundred at a time; a filter finds entries however old.
    await sql`insert into activity_log (id, organization_id, actor_user_id, kind, created_at)
      select gen_random_uuid(), ${owner.org}, ${owner.userId}, 'retention_changed', now() - n * interval '1 day'
      from generate_series(1, 120) n`;
    await page.getByLabel("Filter op actie").selectOption({ label: "Alle acties" });
    await expect(log.getByRole("listitem")).toHaveCount(100);
    await page.getByRole("button", { name: "Meer laden" }).click();
    await expect(log.getByRole("listitem")).toHaveCount(122);
    await expect(page.getByRole("button", { name: "Meer laden" })).toHaveCount(0);
    await page.getByLabel("Filter op actie").selectOption({ label: "Medewerkergegevens gedownload" });
    await expect(log.getByRole("listitem")).toHaveCount(1);
  });
});
