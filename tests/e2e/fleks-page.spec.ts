import { randomUUID } from "node:crypto";
import type postgres from "postgres";
import { nl } from "../../common/i18n/nl.ts";
import { expect, signUpOwner, test } from "./fixtures.ts";

// The Fleks page ('Fleks Integratie'): the Setup form's validation states, the tabs in the
// URL, and the settings tabs (Sync, Mappings, Filters, Monitor) over an integration stored the
// way PUT /api/fleks/connection stores one. The whole Setup → Test → Sync → Monitor path
// against the fake Fleks server is in fleks-sync.spec.ts.

async function seedIntegration(sql: postgres.Sql, org: string) {
  const integrationId = randomUUID();
  await sql`insert into external_integrations (id, organization_id, name, integration_type, provider, api_endpoint, api_key_encrypted, additional_config)
    values (${integrationId}, ${org}, 'Fleks', 'staffing', 'Fleks', 'http://127.0.0.1:9/api/v1', 'versleuteld', ${sql.json({ environment: "production" })})`;
  const ids: Record<string, string> = {};
  for (const object of ["employees", "clients", "projects", "jobs", "shifts"]) {
    ids[object] = randomUUID();
    const mappings =
      object === "employees"
        ? [
            { sourceField: "id", targetField: "externalId", required: true },
            { sourceField: "firstName", targetField: "firstName", required: false },
          ]
        : [];
    await sql`insert into integration_sync_objects (id, organization_id, integration_id, object, direction, mappings)
      values (${ids[object]}, ${org}, ${integrationId}, ${object}, ${object === "shifts" ? "bidi" : "pull"}, ${sql.json(mappings)})`;
  }
  return { integrationId, ids };
}

test.describe("Fleks page", () => {
  test("setup form: defaults, validation states, save disabled, tabs in the URL, notices without a connection", async ({
    page,
    sql,
  }) => {
    await signUpOwner(page, sql, { name: "Femke Fleks" });
    await page.goto("/dashboard/fleks");
    await expect(page.getByRole("heading", { name: "Fleks Integratie" })).toBeVisible();
    await expect(page.getByTestId("fleks-badge")).toHaveText("Niet verbonden");
    await expect(page.getByRole("tab", { name: "Setup" })).toHaveAttribute("aria-selected", "true");
    for (const name of ["Test", "Sync", "Mappings", "Filters", "Webhooks", "Monitor", "Actions"]) {
      await expect(page.getByRole("tab", { name })).toBeVisible();
    }

    const baseUrl = page.getByLabel("Base URL");
    await expect(baseUrl).toHaveValue("https://api.external.fleks.works");
    const save = page.getByRole("button", { name: "Opslaan", exact: true });
    await expect(save).toBeDisabled();
    await expect(page.getByRole("button", { name: "Verbinding verbreken" })).toHaveCount(0);

    await baseUrl.fill("geen url");
    await page.getByLabel("API token").fill("kort");
    await page.getByRole("button", { name: "Valideer" }).click();
    await expect(page.getByText("Validatie mislukt")).toBeVisible();
    await expect(page.getByText("Controleer alle velden en probeer opnieuw.")).toBeVisible();
    await expect(page.getByText("Vul een geldige URL in.")).toBeVisible();
    await expect(page.getByText("Het token is minimaal 10 tekens.")).toBeVisible();
    await expect(save).toBeDisabled();

    const token = page.getByLabel("API token");
    await expect(token).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Token tonen" }).click();
    await expect(token).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Token verbergen" }).click();
    await expect(page.getByLabel("Omgeving")).toHaveValue("production");
    await page.getByLabel("Omgeving").selectOption("sandbox");

    // 'Geavanceerd' starts folded with the defaults; a bad header name opens it with the reason.
    const header = page.getByLabel("Naam van de authenticatie-header");
    await expect(header).toBeHidden();
    await page.getByText("Geavanceerd", { exact: true }).click();
    await expect(header).toHaveValue("X-API-Key");
    await expect(page.getByLabel("Antwoordformaat")).toHaveValue("auto");
    await header.fill("X API Key");
    await page.getByLabel("Padvoorvoegsel").fill("api/v2");
    await page.getByRole("button", { name: "Valideer" }).click();
    await expect(page.getByText("Gebruik een geldige headernaam, zoals X-API-Key.")).toBeVisible();
    await expect(page.getByText("Begin en eindig met een schuine streep, zoals /api/v2/.")).toBeVisible();

    await page.getByRole("tab", { name: "Test" }).click();
    await expect(page).toHaveURL(/tab=test/);
    await expect(page.getByText("Fleks is nog niet ingesteld.", { exact: false })).toBeVisible();
    await page.getByRole("button", { name: "Naar Setup" }).click();
    await expect(page).toHaveURL(/tab=setup/);

    // The Sync tab has the same notice as the other tabs, not a bare 'niet gevonden'.
    await page.goto("/dashboard/fleks?tab=sync");
    await expect(page.getByText("Fleks is nog niet ingesteld.", { exact: false })).toBeVisible();
    await expect(page.getByText("Fleks integratie niet gevonden")).toHaveCount(0);
    await page.getByRole("button", { name: "Naar Setup" }).click();
    await expect(page).toHaveURL(/tab=setup/);
    await page.goto("/dashboard/fleks?tab=webhooks");
    await expect(page.getByText("Fleks is nog niet ingesteld.", { exact: false })).toBeVisible();
    await page.goto("/dashboard/fleks?tab=actions");
    await expect(page.getByText("Fleks is nog niet ingesteld.", { exact: false })).toBeVisible();
    await page.goto("/dashboard/fleks?tab=onzin");
    await expect(page.getByRole("tab", { name: "Setup" })).toHaveAttribute("aria-selected", "true");
  });

  test("the stored token is kept for its address; another host asks for it again as soon as it is typed", async ({
    page,
    sql,
  }) => {
    const { org } = await signUpOwner(page, sql, { name: "Aad Adres" });
    await seedIntegration(sql, org);
    await page.goto("/dashboard/fleks?tab=setup");
    const baseUrl = page.getByLabel("Base URL");
    await expect(baseUrl).toHaveValue("http://127.0.0.1:9/api/v1");
    await expect(page.getByText("Er is een token opgeslagen. Laat dit veld leeg om het te houden.")).toBeVisible();
    // Another path on the same host keeps it; another host does not, before anything is pressed.
    await baseUrl.fill("http://127.0.0.1:9/api/v2");
    await expect(page.getByText("Er is een token opgeslagen. Laat dit veld leeg om het te houden.")).toBeVisible();
    await baseUrl.fill("https://elders.example/api/v1");
    await expect(page.getByText("Het adres is gewijzigd: vul het token opnieuw in.")).toBeVisible();
    await page.getByRole("button", { name: "Valideer" }).click();
    await expect(page.getByText("Validatie mislukt")).toBeVisible();
    await expect(page.getByText("Het adres is gewijzigd: vul het token opnieuw in.")).toHaveCount(2);
  });

  test("mappings editor and filters are saved; sync settings change live", async ({ page, sql }) => {
    const { org } = await signUpOwner(page, sql, { name: "Mats Mapping" });
    const { ids } = await seedIntegration(sql, org);
    const objectRow = async (id: string) =>
      (
        await sql`select enabled, schedule, mappings, filters, next_run_at from integration_sync_objects where id = ${id}`
      )[0];

    await page.goto("/dashboard/fleks?tab=mappings");
    await expect(page.getByTestId("fleks-badge")).toHaveText("Verbonden");
    const rows = page.getByTestId("fleks-mapping-row");
    await expect(rows).toHaveCount(2);
    await expect(page.getByLabel("Bronveld 1")).toHaveValue("id");
    await page.getByRole("button", { name: "Veld toevoegen" }).click();
    await expect(rows).toHaveCount(3);
    await expect(page.getByText("Vul een bronveld in.")).toBeVisible();
    await page.getByLabel("Bronveld 3").fill("land");
    await page.getByLabel("Doelveld 3").fill("externalId");
    await expect(page.getByText("Dit doelveld staat er al.")).toBeVisible();
    // A target named like a BSN is refused in words, before anything is saved.
    await page.getByLabel("Doelveld 3").fill("sofiNumber");
    await expect(page.getByText(nl.fleks.mappingProblems.targetSensitive)).toBeVisible();
    await page.getByRole("button", { name: "Opslaan", exact: true }).click();
    await expect(page.getByText("Controleer de gemarkeerde rijen.")).toBeVisible();
    await page.getByLabel("Doelveld 3").fill("country");
    await page.getByLabel("Omzetting 3").selectOption("constant");
    await expect(page.getByText("Vul de vaste waarde in.")).toBeVisible();
    await page.getByLabel("Vaste waarde 3").fill("NL");
    await page.getByLabel("Omzetting 2").selectOption("trim");
    await page.getByLabel("Verplicht 2").check();
    await page.getByRole("button", { name: "Opslaan", exact: true }).click();
    await expect(page.getByText("Mappings opgeslagen")).toBeVisible();
    await expect
      .poll(async () => (await objectRow(ids.employees)).mappings)
      .toEqual([
        { sourceField: "id", targetField: "externalId", required: true },
        { sourceField: "firstName", targetField: "firstName", required: true, transformer: "trim" },
        { sourceField: "land", targetField: "country", required: false, transformer: "constant:NL" },
      ]);
    await page.getByRole("button", { name: "Rij 3 verwijderen" }).click();
    await expect(rows).toHaveCount(2);
    await page.getByLabel("Object").selectOption("shifts");
    await expect(page.getByText("de synchronisatie gebruikt de standaardkoppelingen", { exact: false })).toBeVisible();
    await page.getByRole("button", { name: "Standaardkoppelingen laden" }).click();
    await expect(page.getByLabel("Bronveld 1")).toHaveValue("id");
    await expect(page.getByLabel("Doelveld 1")).toHaveValue("shiftId");

    await page.getByRole("tab", { name: "Filters" }).click();
    await page.getByLabel("Object").selectOption("jobs");
    const statuses = page.getByRole("textbox", { name: "Statussen" });
    await statuses.fill("active");
    await statuses.press("Enter");
    await statuses.fill(" Active ");
    await statuses.press("Enter");
    await statuses.press("Enter");
    await statuses.fill("pending");
    await statuses.press("Enter");
    await expect(page.getByRole("list", { name: "Statussen" }).getByRole("listitem")).toHaveText(["active", "pending"]);
    await page.getByRole("button", { name: "pending verwijderen" }).click();
    const locations = page.getByRole("textbox", { name: "Locaties" });
    await locations.fill("Utrecht");
    await locations.press("Enter");
    const since = page.getByLabel("Gewijzigd sinds");
    await since.fill("gisteren");
    await expect(page.getByText("Gebruik -30d of een datum als 2026-01-31.")).toBeVisible();
    await page.getByRole("button", { name: "Opslaan", exact: true }).click();
    // The toast repeats the hint's text.
    await expect(page.getByText("Gebruik -30d of een datum als 2026-01-31.")).toHaveCount(2);
    await since.fill("-30d");
    await page.getByRole("button", { name: "Opslaan", exact: true }).click();
    await expect(page.getByText("Filters opgeslagen")).toBeVisible();
    await expect
      .poll(async () => (await objectRow(ids.jobs)).filters)
      .toEqual({ statuses: ["active"], locations: ["Utrecht"], modifiedSince: "-30d" });

    await page.getByRole("tab", { name: "Sync" }).click();
    const shifts = page.getByTestId("fleks-sync-shifts");
    await expect(shifts.getByLabel("Richting: Diensten")).toHaveValue("bidi");
    await shifts.getByLabel("Actief: Diensten").click();
    await expect.poll(async () => (await objectRow(ids.shifts)).enabled).toBe(false);
    const schedule = shifts.getByLabel("Schema: Diensten");
    await schedule.fill("elk kwartier");
    await expect(shifts.getByText("Ongeldig cron-schema")).toBeVisible();
    await schedule.fill("0 6 * * 1-5");
    await schedule.press("Enter");
    await expect.poll(async () => (await objectRow(ids.shifts)).schedule).toBe("0 6 * * 1-5");
    // Saving says so; an object that is off has no next run.
    await expect(page.getByText("Schema van Diensten opgeslagen")).toBeVisible();
    await expect(shifts.getByTestId("fleks-next-run")).toHaveText("Staat uit: geen geplande runs");
    await shifts.getByLabel("Actief: Diensten").click();
    await expect.poll(async () => (await objectRow(ids.shifts)).next_run_at).not.toBeNull();
    // Switched on, it shows when the schedule fires next, in Amsterdam time.
    await expect(shifts.getByTestId("fleks-next-run")).toHaveText(/^Volgende: \d{1,2} \S+ \d{4}, 06:00$/);
    const clients = page.getByTestId("fleks-sync-clients");
    await clients.getByLabel("Schema: Klanten").fill("0 7 * * 1-5");
    await clients.getByLabel("Schema: Klanten").press("Enter");
    const saved = page.locator("[data-sonner-toast]").filter({ hasText: "Schema van Klanten opgeslagen" });
    await expect(saved).toContainText(/Volgende: \d{1,2} \S+ \d{4}, 07:00/);
    await expect(clients.getByTestId("fleks-next-run")).toHaveText(/^Volgende: \d{1,2} \S+ \d{4}, 07:00$/);
    await expect.poll(async () => (await objectRow(ids.clients)).schedule).toBe("0 7 * * 1-5");
  });

  test("monitor: the summary covers the chosen period, the table pages back with 'Meer laden'", async ({
    page,
    sql,
  }) => {
    const { org } = await signUpOwner(page, sql, { name: "Pim Pagina" });
    const { integrationId } = await seedIntegration(sql, org);
    // 70 runs in the last 12 hours, 10 three days ago (two of them failed): more than a page.
    await sql`insert into integration_sync_runs (id, organization_id, integration_id, object, trigger, status, finished_at, created, created_at)
      select gen_random_uuid()::text, ${org}, ${integrationId}, 'shifts', 'schedule', 'succeeded',
        now() - i * interval '10 minutes', 1, now() - i * interval '10 minutes'
      from generate_series(1, 70) i
      union all
      select gen_random_uuid()::text, ${org}, ${integrationId}, 'jobs', 'schedule', case when i <= 2 then 'failed' else 'succeeded' end,
        now() - interval '3 days', 0, now() - interval '3 days' - i * interval '1 minute'
      from generate_series(1, 10) i`;
    await page.goto("/dashboard/fleks?tab=monitor");
    const cards = page.getByTestId("fleks-monitor-card");
    await expect(cards.nth(0)).toHaveText(/Runs\s*70$/);
    await expect(cards.nth(1)).toContainText("100%");
    await expect(cards.nth(2)).toContainText("70");
    await expect(cards.nth(3)).toContainText("Geen");
    await page.getByLabel("Periode").selectOption({ label: "Laatste 7 dagen" });
    await expect(cards.nth(0)).toHaveText(/Runs\s*80$/);
    await expect(cards.nth(1)).toContainText("97,5%");
    await expect(cards.nth(3)).not.toContainText("Geen");

    const runs = page.getByTestId("fleks-run");
    await expect(runs).toHaveCount(50);
    await page.getByRole("button", { name: "Meer laden" }).click();
    await expect(runs).toHaveCount(80);
    await expect(page.getByText("Geen oudere runs.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Meer laden" })).toHaveCount(0);
    // A run that starts meanwhile comes on top; nothing drops out between the pages.
    await sql`insert into integration_sync_runs (id, organization_id, integration_id, object, trigger, status, created_at)
      values (${randomUUID()}, ${org}, ${integrationId}, 'clients', 'manual', 'queued', now())`;
    await expect(runs).toHaveCount(81);
  });

  test("monitor: summary, live progress of a running run, error samples on click", async ({ page, sql }) => {
    const { org } = await signUpOwner(page, sql, { name: "Mona Monitor" });
    const { integrationId } = await seedIntegration(sql, org);
    const running = randomUUID();
    await sql`insert into integration_sync_runs (id, organization_id, integration_id, object, trigger, status, started_at, finished_at, fetched, created, updated, failed, error, error_samples, created_at)
      values (${randomUUID()}, ${org}, ${integrationId}, 'jobs', 'manual', 'partial', now() - interval '10 minutes', now() - interval '9 minutes', 40, 30, 8, 2,
        'Jobs sync failed: 2 records zonder id', ${sql.json([{ record: "job-17", message: "id ontbreekt" }])}, now() - interval '10 minutes')`;
    await sql`insert into integration_sync_runs (id, organization_id, integration_id, object, trigger, status, started_at, pages_done, pages_total, fetched, created, created_at)
      values (${running}, ${org}, ${integrationId}, 'shifts', 'schedule', 'running', now(), 2, 5, 2000, 2000, now())`;

    await page.goto("/dashboard/fleks?tab=monitor");
    const cards = page.getByTestId("fleks-monitor-card");
    await expect(cards.nth(0)).toContainText("2");
    await expect(cards.nth(1)).toContainText("0%");
    await expect(cards.nth(2)).toContainText("2.038");
    // The last failure says what went wrong, not only when.
    await expect(cards.nth(3).getByTestId("fleks-last-failure-reason")).toHaveText(
      "Jobs sync failed: 2 records zonder id",
    );
    const runs = page.getByTestId("fleks-run");
    await expect(runs).toHaveCount(2);
    await expect(runs.nth(0)).toContainText("Bezig");
    await expect(runs.nth(0)).toContainText("pagina 2 van 5");
    // Counts in Dutch notation, as the summary cards.
    await expect(runs.nth(0)).toContainText("2.000 opgehaald");
    await expect(runs.nth(1)).toContainText("Gedeeltelijk");
    await expect(runs.nth(1)).toContainText("2 mislukt");
    await sql`update integration_sync_runs set pages_done = 3, fetched = 3000 where id = ${running}`;
    await expect(runs.nth(0)).toContainText("pagina 3 van 5");
    await sql`update integration_sync_runs set status = 'succeeded', pages_done = 5, finished_at = now() where id = ${running}`;
    await expect(runs.nth(0)).toContainText("Geslaagd");

    await runs.nth(1).getByRole("button", { name: "Details" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Jobs sync failed: 2 records zonder id");
    await expect(dialog.getByTestId("fleks-run-errors")).toContainText("job-17");
    await expect(dialog.getByTestId("fleks-run-errors")).toContainText("id ontbreekt");
    await page.keyboard.press("Escape");

    // A run that failed at its first request: no 'pagina 0', and its reason in 'Laatste fout'.
    await sql`insert into integration_sync_runs (id, organization_id, integration_id, object, trigger, status, started_at, finished_at, error, created_at)
      values (${randomUUID()}, ${org}, ${integrationId}, 'clients', 'manual', 'failed', now(), now(),
        'Fleks API niet bereikbaar', now())`;
    await expect(runs).toHaveCount(3);
    await expect(runs.nth(0)).toContainText("Mislukt");
    await expect(runs.nth(0)).not.toContainText("pagina");
    await expect(runs.nth(0)).toContainText("—");
    await expect(cards.nth(3).getByTestId("fleks-last-failure-reason")).toHaveText(
      "Klanten: Fleks API niet bereikbaar",
    );
    // From 1280 px the table fits its card: no sideways scroll, every 'Details' whole.
    const table = page.getByTestId("fleks-run-table");
    await expect.poll(() => table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const clippedButtons = await table.evaluate((el) => {
      const right = el.getBoundingClientRect().right;
      return [...el.querySelectorAll("button")].filter((b) => b.getBoundingClientRect().right > right + 0.5).length;
    });
    expect(clippedButtons).toBe(0);

    // The Sync tab gives the reason beside each failed run and under the last synchronisation.
    await page.getByRole("tab", { name: "Sync" }).click();
    await expect
      .poll(() => page.getByTestId("fleks-sync-table").evaluate((el) => el.scrollWidth - el.clientWidth))
      .toBeLessThanOrEqual(0);
    await expect(page.getByTestId("fleks-sync-clients").getByTestId("fleks-run-reason")).toHaveText(
      "Reden: Fleks API niet bereikbaar",
    );
    await expect(page.getByTestId("fleks-sync-jobs").getByTestId("fleks-run-reason")).toContainText(
      "Jobs sync failed: 2 records zonder id",
    );
    await expect(page.getByTestId("fleks-sync-shifts").getByTestId("fleks-run-reason")).toHaveCount(0);
    await expect(page.getByTestId("fleks-last-sync")).toContainText("Klanten");
    await expect(page.getByTestId("fleks-last-sync-reason")).toContainText("Fleks API niet bereikbaar");
  });
  test("members see the status and settings read-only", async ({ page, sql }) => {
    const { org } = await signUpOwner(page, sql, { name: "Lotte Lid" });
    await sql`update organization_members set role = 'member' where organization_id = ${org}`;
    await seedIntegration(sql, org);
    await page.goto("/dashboard/fleks");
    await expect(page.getByText("Alleen admins kunnen de Fleks koppeling wijzigen.", { exact: false })).toBeVisible();
    await expect(page.getByTestId("fleks-status")).toHaveText("Verbonden met http://127.0.0.1:9/api/v1.");
    await expect(page.getByLabel("API token")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Verbinding verbreken" })).toHaveCount(0);
    await page.getByRole("tab", { name: "Sync" }).click();
    await expect(page.getByLabel("Actief: Opdrachten")).toBeDisabled();
    await expect(page.getByLabel("Schema: Opdrachten")).toBeDisabled();
    await expect(page.getByRole("button", { name: "Alles synchroniseren" })).toBeDisabled();
    await page.getByRole("tab", { name: "Mappings" }).click();
    await expect(page.getByLabel("Bronveld 1")).toBeDisabled();
    await expect(page.getByRole("button", { name: "Veld toevoegen" })).toHaveCount(0);
    await page.getByRole("tab", { name: "Filters" }).click();
    await expect(page.getByRole("textbox", { name: "Statussen" })).toBeDisabled();
  });
});
