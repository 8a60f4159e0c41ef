import type { Page } from "@playwright/test";
import type postgres from "postgres";
import { expect, membershipOf, signUp, signUpOwner, test } from "./fixtures.ts";
import { seedWaitingConversation } from "./waiting-conversation.ts";

// A reply half written in the inbox waits for its writer: going to another conversation and
// back, or reloading the tab, finds it in its field again. Sent, it is gone; signing out
// leaves nothing of it in the browser.

/** A conversation a person handles, its employee's question of a moment ago. */
const openConversation = (sql: postgres.Sql, org: string, phone: string, question: string) =>
  seedWaitingConversation(sql, org, { phone, question, handledBy: "human" });

/** Every value this tab keeps in sessionStorage and localStorage, joined. */
const storedText = (page: Page) =>
  page.evaluate(() =>
    [sessionStorage, localStorage]
      .flatMap((s) => Array.from({ length: s.length }, (_, i) => `${s.key(i)}=${s.getItem(s.key(i) ?? "")}`))
      .join("\n"),
  );

test.describe("inbox: a reply half written is kept", () => {
  test("another conversation and back, and a reload, find the draft; sent, it is gone", async ({ page, sql }) => {
    const { org } = await signUpOwner(page, sql, { name: "Dirk Draft" });
    await openConversation(sql, org, "+31655500301", "Wanneer word ik uitbetaald?");
    await openConversation(sql, org, "+31655500302", "Mag ik mijn dienst ruilen?");
    await page.goto("/dashboard/inbox");
    const first = page.getByTestId("conversation-item").filter({ hasText: "+31 6 5550 0301" });
    const second = page.getByTestId("conversation-item").filter({ hasText: "+31 6 5550 0302" });
    const field = page.getByLabel("Typ een antwoord…");
    const draft = "Je loon komt op de 25e, ik kijk even na";

    await first.click();
    await expect(page.getByTestId("message").filter({ hasText: "Wanneer word ik uitbetaald?" })).toBeVisible();
    await field.fill(draft);
    await second.click();
    await expect(page.getByTestId("message").filter({ hasText: "Mag ik mijn dienst ruilen?" })).toBeVisible();
    await expect(field).toHaveValue("");
    await first.click();
    await expect(field).toHaveValue(draft);

    // A reload keeps it too (this tab's sessionStorage).
    await page.reload();
    await expect(page.getByTestId("message").filter({ hasText: "Wanneer word ik uitbetaald?" })).toBeVisible();
    await expect(field).toHaveValue(draft);

    // Sent: in the thread, out of the field and out of storage.
    await field.press("Enter");
    await expect(page.getByTestId("message").filter({ hasText: draft })).toBeVisible();
    await expect(field).toHaveValue("");
    expect(await storedText(page)).not.toContain("ik kijk even na");
    await second.click();
    await expect(field).toHaveValue("");
    await first.click();
    await expect(field).toHaveValue("");
    await page.reload();
    await expect(page.getByTestId("message").filter({ hasText: draft })).toBeVisible();
    await expect(field).toHaveValue("");
  });

  test("removed from one's only organisation while typing, and added back: the draft is in the field again", async ({
    page,
    browser,
    sql,
  }) => {
    const owner = await signUpOwner(page, sql, { name: "Olga Opnieuw" });
    const id = await openConversation(sql, owner.org, "+31655500304", "Is mijn contract verlengd?");
    const other = await browser.newContext({ locale: "nl-NL", timezoneId: "Europe/Amsterdam" });
    const theirs = await other.newPage();
    const cas = await signUp(theirs, { name: "Cas Concept" });
    // Cas works in Olga's organisation only (sign-up made him one of his own).
    const own = await membershipOf(sql, cas.email);
    await sql`delete from organizations where id = ${own.organization_id}`;
    const member = () => sql`insert into organization_members (id, organization_id, user_id, role)
      values (gen_random_uuid(), ${owner.org}, ${own.user_id}, 'member')`;
    await member();
    await theirs.goto(`/dashboard/inbox?conversation=${id}`);
    const field = theirs.getByLabel("Typ een antwoord…");
    const draft = "Ja, tot en met december, ik stuur je";
    await field.fill(draft);

    // Removed: the thread and its field go (the conversation is no longer his to see).
    await sql`delete from organization_members where organization_id = ${owner.org} and user_id = ${own.user_id}`;
    await expect(theirs.getByTestId("access-lost")).toBeVisible();
    await expect(field).toHaveCount(0);
    // Added back: the conversation opens again with what he had typed.
    await member();
    await expect(theirs.getByTestId("access-lost")).toHaveCount(0);
    await expect(field).toHaveValue(draft);
    await other.close();
  });

  test("signing out leaves nothing of a draft in the browser", async ({ page, sql }) => {
    const { org } = await signUpOwner(page, sql, { name: "Sanne Signout" });
    const id = await openConversation(sql, org, "+31655500303", "Hoe vraag ik verlof aan?");
    await page.goto(`/dashboard/inbox?conversation=${id}`);
    const field = page.getByLabel("Typ een antwoord…");
    await field.fill("Verlof vraag je aan via de app, geheimzinnig concept");
    await expect.poll(() => storedText(page)).toContain("geheimzinnig concept");

    await page.getByTestId("account-menu").click();
    await page.getByRole("menuitem", { name: "Uitloggen" }).click();
    await page.waitForURL("**/auth");
    expect(await storedText(page)).not.toContain("geheimzinnig concept");
  });
});
