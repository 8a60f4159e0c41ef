import { addDays, amsterdamDay } from "../../common/analytics/period.ts";
import { nl } from "../../common/i18n/nl.ts";
import { tomorrowsShiftSaid } from "../support/tomorrows-shift-said.ts";
import { expect, signUpOwner, test } from "./fixtures.ts";

test.describe("the assistant knows the employee's own work", () => {
  test("staff ask the simulator as an employee about their shifts and get only that employee's", async ({
    page,
    sql,
  }) => {
    const { org } = await signUpOwner(page, sql, { name: "Pim Planner" });
    const tomorrow = addDays(amsterdamDay(new Date()), 1);
    await sql`update organizations set chatbot_data_access = ${sql.json({ employees: false, jobs: true, shifts: true })}
      where id = ${org}`;
    // Fleks connected (as saving it on 'Fleks Integratie' leaves it): shifts can be looked up.
    await sql`insert into external_integrations (id, organization_id, name, integration_type, provider, api_endpoint, api_key_encrypted)
      values (gen_random_uuid()::text, ${org}, 'Fleks', 'staffing', 'Fleks', 'https://api.fleks.works', 'sealed')`;
    await sql`insert into faqs (id, organization_id, question, answer)
      values (gen_random_uuid(), ${org}, 'Wanneer moet ik werken?', 'Kijk in de planning-app onder Mijn diensten.')`;
    await sql`insert into employees (id, organization_id, first_name, last_name, phone_number, external_source, external_id) values
      (gen_random_uuid(), ${org}, 'Sanne', 'Schipper', '+31687650001', 'fleks', 'fl-sanne'),
      (gen_random_uuid(), ${org}, 'Tom', 'Tuin', '+31687650002', 'fleks', 'fl-tom')`;
    await sql`insert into fleks_jobs (organization_id, uuid, title, client_name, city, content_hash)
      values (${org}, 'job-e2e', 'Orderpicker', 'Groothandel De Vries', 'Amersfoort', 'h')`;
    const at = (time: string) =>
      sql`(cast(${tomorrow} as date) + cast(${time} as time)) at time zone 'Europe/Amsterdam'`;
    await sql`insert into fleks_shifts (organization_id, uuid, job_uuid, assignee_uuid, start_at, end_at, status, content_hash) values
      (${org}, 'sh-sanne', 'job-e2e', 'fl-sanne', ${at("07:00")}, ${at("15:30")}, 'filled', 'h'),
      (${org}, 'sh-tom', 'job-e2e', 'fl-tom', ${at("12:00")}, ${at("20:00")}, 'filled', 'h')`;
    await sql`insert into synced_table_stats (id, organization_id, table_name, row_count, last_synced_at)
      values (gen_random_uuid()::text, ${org}, 'fleks_shifts', 2, now())`;

    await page.goto("/dashboard/inbox");
    await page.getByRole("button", { name: "Test de assistent" }).click();
    const chat = page.getByRole("dialog");
    // A number cut short is refused as Medewerkers refuses it (it was the E.164 text).
    await chat.getByLabel("Telefoonnummer").fill("0612");
    await chat.getByPlaceholder("Hoeveel vakantiedagen heb ik?").fill("hallo");
    await chat.getByRole("button", { name: "Verstuur" }).click();
    await expect(page.getByText(nl.employees.invalidPhone)).toBeVisible();
    // Employees' numbers read as everywhere else, grouped.
    await chat.getByLabel("Stuur als").selectOption({ label: "Sanne Schipper (+31 6 8765 0001)" });
    await expect(chat.getByLabel("Telefoonnummer")).toHaveValue("+31 6 8765 0001");
    await chat.getByPlaceholder("Hoeveel vakantiedagen heb ik?").fill("waar werk ik mrgn?");
    await chat.getByRole("button", { name: "Verstuur" }).click();
    const reply = chat.getByTestId("message").filter({ hasText: tomorrowsShiftSaid() });
    await expect(reply).toBeVisible();
    await expect(reply).toContainText("07:00–15:30 — Orderpicker bij Groothandel De Vries, Amersfoort");
    await expect(reply).toContainText("Bron: planningssysteem, bijgewerkt op");
    await expect(reply).not.toContainText("12:00");
    // Staff see it was a lookup, not a guess: the reason, and no 'Zekerheid'.
    await reply.getByRole("button", { name: "Waarom dit antwoord?" }).click();
    await expect(reply.getByTestId("answer-explanation")).toHaveText(nl.explanation.ownWorkAnswered);
    await expect(reply).not.toContainText("Zekerheid");

    // 'Test de kennisbank' does not claim an FAQ answer for it: WhatsApp looks it up per employee.
    await page.keyboard.press("Escape");
    await page.goto("/dashboard/documents");
    await page.getByRole("tab", { name: "Knowledge Base" }).click();
    await page.getByLabel("Test de kennisbank").fill("wanneer moet ik morgen werken?");
    await page.getByRole("button", { name: "Zoeken" }).click();
    const preview = page.getByTestId("knowledge-reply");
    await expect(preview).toContainText(nl.explanation.ownWorkInTest);
    await expect(preview).not.toContainText("Kijk in de planning-app");

    // 'Diensten' switched off in Chatbot Data: the same kind of question is the FAQ's.
    await page.keyboard.press("Escape");
    await page.goto("/dashboard/settings?tab=chatbot-access");
    await page.getByRole("switch", { name: "Diensten" }).click();
    await expect(page.getByText("Chatbot toegang opgeslagen")).toBeVisible();
    await page.goto("/dashboard/inbox");
    await page.getByRole("button", { name: "Test de assistent" }).click();
    await chat.getByLabel("Stuur als").selectOption({ label: "Sanne Schipper (+31 6 8765 0001)" });
    await chat.getByPlaceholder("Hoeveel vakantiedagen heb ik?").fill("wanneer moet ik morgen werken?");
    await chat.getByRole("button", { name: "Verstuur" }).click();
    await expect(
      chat.getByTestId("message").filter({ hasText: "Kijk in de planning-app onder Mijn diensten." }),
    ).toBeVisible();
  });
});
