import { randomUUID } from "node:crypto";
import { expect, followMailLink, membershipOf, signUp, signUpOwner, test } from "./fixtures.ts";

test.describe("settings and live sync", () => {
  test("a change in one tab shows in another tab without reload", async ({ page, context }) => {
    await signUp(page, { name: "Tessa Tab" });
    await page.goto("/dashboard/settings");
    const page2 = await context.newPage();
    await page2.goto("/dashboard/settings");
    await expect(page2.getByLabel("Weergavenaam")).toBeVisible();

    await page.getByLabel("Weergavenaam").fill("Tessa's Team");
    await page.getByRole("button", { name: "Opslaan" }).nth(1).click();
    await expect(page.getByText("Instellingen opgeslagen")).toBeVisible();

    // The other tab's form and its sidebar follow without a reload.
    await expect(page2.getByLabel("Weergavenaam")).toHaveValue("Tessa's Team");
    await expect(page2.getByTestId("sidebar-org-name")).toHaveText("Tessa's Team");

    // Client-side validation answers in Dutch and writes nothing.
    await page.getByLabel("Volledige naam").fill("   ");
    await page.getByRole("button", { name: "Opslaan" }).first().click();
    await expect(page.getByText("Vul een naam in.")).toBeVisible();
    await expect(page2.getByLabel("Volledige naam")).toHaveValue("Tessa Tab");

    await page.getByLabel("Volledige naam").fill("Tessa Tabbers");
    await page.getByRole("button", { name: "Opslaan" }).first().click();
    await expect(page.getByText("Profiel bijgewerkt")).toBeVisible();
    await expect(page2.getByLabel("Volledige naam")).toHaveValue("Tessa Tabbers");
    await expect(page2.getByLabel("E-mailadres", { exact: true })).toHaveJSProperty("readOnly", true);
  });

  test("the tab query parameter selects the tab; members see the admin-only notice", async ({ page, sql }) => {
    const { email } = await signUp(page, { name: "Owen Owner" });
    await page.goto("/dashboard/settings?tab=users");
    await expect(page.getByRole("tab", { name: "Users & Roles" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("members")).toContainText(email);
    await page.getByRole("tab", { name: "Branding" }).click();
    await expect(page).toHaveURL(/tab=branding/);
    await expect(page.getByRole("tabpanel")).toContainText("Logo, favicon, weergavenaam en kleuren van je dashboard.");
    await sql`update organization_members set role = 'member'
      where user_id = (select user_id from profiles where email = ${email})`;
    await page.goto("/dashboard/settings?tab=users");
    await expect(page.getByText("Alleen admins kunnen gebruikers beheren.")).toBeVisible();
    await page.goto("/dashboard/settings");
    await expect(page.getByText("E-mailinstellingen")).toHaveCount(0);
  });

  test("notifications appear live, '9+' above nine, one click marks read, 'Alles gelezen' clears", async ({
    page,
    sql,
  }) => {
    const { email } = await signUp(page);
    const [{ user_id }] = await sql`select user_id from profiles where email = ${email}`;
    const bell = page.getByRole("button", { name: /^Notificaties/ });
    await expect(bell).toBeVisible();
    await expect(page.getByTestId("unread-badge")).toHaveCount(0);

    const conversationId = randomUUID();
    await sql`insert into notifications (id, user_id, type, title, message, data)
      values (${randomUUID()}, ${user_id}, 'new_conversation', 'Nieuw gesprek', 'Een vraag over verlof', ${sql.json({ conversation_id: conversationId })})`;
    await expect(page.getByTestId("unread-badge")).toHaveText("1");

    for (let i = 0; i < 10; i++)
      await sql`insert into notifications (id, user_id, type, title) values (${randomUUID()}, ${user_id}, 'other', ${`Bericht ${i}`})`;
    await expect(page.getByTestId("unread-badge")).toHaveText("9+");

    await bell.click();
    await expect(page.getByText("Een vraag over verlof")).toBeVisible();
    await expect(page.getByText("zojuist").first()).toBeVisible();
    await page.getByText("Een vraag over verlof").click();
    await page.waitForURL(`**/dashboard/inbox?conversation=${conversationId}`);
    const [row] = await sql`select read_at from notifications where data->>'conversation_id' = ${conversationId}`;
    expect(row.read_at).not.toBeNull();

    await bell.click();
    await page.getByRole("button", { name: "Alles gelezen" }).click();
    await expect(page.getByTestId("unread-badge")).toHaveCount(0);
    // The badge follows the local copy at once; the server's write lands a moment later.
    await expect
      .poll(async () => (await sql`select 1 from notifications where user_id = ${user_id} and read_at is null`).length)
      .toBe(0);
  });

  test("users tab offers only the role changes the owner rules allow", async ({ page, sql }) => {
    const adam = await signUp(page, { name: "Adam Admin" });
    const { user_id: adamId } = await membershipOf(sql, adam.email);
    await page.context().clearCookies();
    const olga = await signUp(page, { name: "Olga Owner" });
    const { organization_id: org } = await membershipOf(sql, olga.email);
    await sql`insert into organization_members (id, organization_id, user_id, role) values (${randomUUID()}, ${org}, ${adamId}, 'admin')`;
    await page.goto("/dashboard/settings?tab=users");
    const row = (name: string) => page.getByTestId("member").filter({ hasText: name });
    // The only owner can neither step down nor leave.
    await expect(row("Adam Admin").getByLabel("Rol van Adam Admin")).toBeVisible();
    await expect(row("Olga Owner").getByRole("combobox")).toHaveCount(0);
    await expect(row("Olga Owner").getByRole("button", { name: /verwijderen/ })).toHaveCount(0);

    // Handing out ownership asks first; cancelled, nothing changes.
    await row("Adam Admin").getByLabel("Rol van Adam Admin").selectOption("owner");
    const confirm = page.getByRole("alertdialog");
    await expect(confirm.getByRole("heading")).toHaveText("Rol van Adam Admin wijzigen naar Owner?");
    await expect(confirm).toContainText("Adam Admin wordt owner: kan dan alles in deze organisatie");
    await confirm.getByRole("button", { name: "Annuleren" }).click();
    await expect(row("Adam Admin").getByLabel("Rol van Adam Admin")).toHaveValue("admin");
    expect(
      (await sql`select role from organization_members where user_id = ${adamId} and organization_id = ${org}`)[0].role,
    ).toBe("admin");
    await row("Adam Admin").getByLabel("Rol van Adam Admin").selectOption("owner");
    await confirm.getByRole("button", { name: "Rol wijzigen" }).click();
    await expect(page.getByText("Rol gewijzigd")).toBeVisible();
    // Two owners: Olga may step down now, after being told she cannot undo it herself; as an
    // admin she can no longer touch the owner.
    await row("Olga Owner").getByLabel("Rol van Olga Owner").selectOption("admin");
    await expect(confirm).toContainText(
      "Je bent dan geen owner meer van deze organisatie. Je kunt dit niet zelf terugdraaien: alleen een andere owner kan je weer owner maken.",
    );
    await confirm.getByRole("button", { name: "Rol wijzigen" }).click();
    await expect(row("Adam Admin").getByRole("combobox")).toHaveCount(0);
    await expect(row("Adam Admin").getByRole("button", { name: /verwijderen/ })).toHaveCount(0);
    await expect(row("Olga Owner").getByRole("option", { name: "Owner" })).toHaveCount(0);
    await expect
      .poll(async () =>
        (await sql`select role from organization_members where organization_id = ${org} order by role`).map(
          (r) => r.role,
        ),
      )
      .toEqual(["admin", "owner"]);
  });

  test("an invitation is accepted after verifying the address, and the new organisation is selected", async ({
    page,
    sql,
    baseURL,
  }) => {
    await signUp(page, { name: "Ivo Inviter" });
    const [{ organization_id, user_id: inviter }] =
      await sql`select m.organization_id, m.user_id from organization_members m
      join profiles p on p.user_id = m.user_id where p.full_name = 'Ivo Inviter' order by m.created_at desc limit 1`;
    await page.context().clearCookies();
    const invitee = await signUp(page, { name: "Gea Gast" });
    const [{ user_id }] = await sql`select user_id from profiles where email = ${invitee.email}`;
    const invitationId = randomUUID();
    // The bell's entry first: the invitation's own sending job adds one only when there is none yet.
    await sql`insert into notifications (id, user_id, type, title, message, data)
      values (${randomUUID()}, ${user_id}, 'organization_invitation', 'Uitnodiging', 'Ivo nodigt je uit', ${sql.json({ invitation_id: invitationId })})`;
    await sql`insert into organization_invitations (id, organization_id, email, invited_by_user_id, role, expires_at)
      values (${invitationId}, ${organization_id}, ${invitee.email}, ${inviter}, 'member', now() + interval '7 days')`;
    await page.getByRole("button", { name: /^Notificaties/ }).click();
    await page.getByRole("button", { name: "Accepteren" }).click();
    // Not yet: the address has to be proved first, with a mail sent from here.
    await expect(page.getByTestId("verify-first")).toContainText("Bevestig eerst je e-mailadres");
    await page.getByRole("button", { name: "Verificatiemail sturen" }).click();
    await expect(page.getByText("Verificatiemail verstuurd")).toBeVisible();
    await followMailLink(page, baseURL, invitee.email, "/verify-email");
    await page.waitForURL(/\/dashboard/);
    await page.getByRole("button", { name: /^Notificaties/ }).click();
    await page.getByRole("button", { name: "Accepteren" }).click();
    await expect(page.getByText("Uitnodiging geaccepteerd")).toBeVisible();
    await expect(page.getByTestId("current-org-name")).toContainText("Ivo Inviter");
  });

  test("offline: synced screens stay readable, writes are refused with a Dutch message", async ({ page, context }) => {
    await signUp(page, { name: "Olga Offline" });
    await page.goto("/dashboard/settings");
    await expect(page.getByLabel("Volledige naam")).toHaveValue("Olga Offline");
    await context.setOffline(true);
    await expect(page.getByTestId("offline-banner")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel("Volledige naam")).toHaveValue("Olga Offline");
    await page.getByLabel("Volledige naam").fill("Olga Anders");
    await page.getByRole("button", { name: "Opslaan" }).first().click();
    // Said once, not in two stacked toasts.
    await expect(page.getByText("Je bent offline. Deze wijziging is niet opgeslagen")).toHaveCount(1);
    // Looking at the tab again while offline asks the server who is signed in and gets no
    // answer: that signs nobody out, and the typed text stays.
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/dashboard\/settings/);
    await expect(page.getByLabel("Volledige naam")).toHaveValue("Olga Anders");
    await context.setOffline(false);
    await expect(page.getByTestId("offline-banner")).toHaveCount(0, { timeout: 30_000 });
  });

  test("a server error on the live connection reads 'Offline' for a moment, then it connects again by itself", async ({
    page,
  }) => {
    await signUp(page, { name: "Eva Error" });
    // Counts each time the banner appears, from the page's first moment: one continuous
    // 'Offline', not one that blinks off while the connection is being tried again.
    await page.addInitScript(() => {
      const w = window as unknown as { bannerShown: number };
      w.bannerShown = 0;
      let shown = false;
      new MutationObserver(() => {
        const now = document.querySelector('[data-testid="offline-banner"]') !== null;
        if (now && !shown) w.bannerShown++;
        shown = now;
      }).observe(document, { childList: true, subtree: true });
    });
    // The live connection answers with the error zero-cache sends when it fails internally
    // (Zero then stops until asked to connect again): the first two tries, and any until the
    // test has seen the banner. The test decides when the server is back, not a race between
    // a one-second retry and how fast a loaded machine polls the page.
    let sockets = 0;
    let seen = false;
    await page.routeWebSocket(/\/zero\//, (ws) => {
      sockets++;
      if (sockets <= 2 || !seen) ws.send(JSON.stringify(["error", { kind: "Internal", message: "zero-cache failed" }]));
      else ws.connectToServer();
    });
    await page.goto("/dashboard/settings");
    await expect(page.getByTestId("offline-banner")).toBeVisible();
    seen = true;
    // Retries wait 1 s, then 2 s, doubling while they fail: generous for a busy machine, the
    // point is that it comes back without a reload.
    await expect(page.getByTestId("offline-banner")).toHaveCount(0, { timeout: 30_000 });
    expect(sockets).toBeGreaterThanOrEqual(3);
    expect(await page.evaluate(() => (window as unknown as { bannerShown: number }).bannerShown)).toBe(1);
    // Connected for real: a write goes through and is kept.
    await page.getByLabel("Volledige naam").fill("Eva Erna");
    await page.getByRole("button", { name: "Opslaan" }).first().click();
    await expect(page.getByText("Profiel bijgewerkt")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Volledige naam")).toHaveValue("Eva Erna");
  });

  test("a save the server does not answer is reported as not confirmed, then as saved once it is", async ({
    page,
    sql,
  }) => {
    const { userId } = await signUpOwner(page, sql, { name: "Sam Stil" });
    await page.goto("/dashboard/settings");
    await expect(page.getByLabel("Volledige naam")).toHaveValue("Sam Stil");
    // The app server's mutate endpoint takes the save and does not answer while this
    // transaction holds the profile row: the live connection stays up, as when zero-cache
    // waits on an app server that hangs, so the 'Offline' banner has nothing to say.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked: () => void = () => {};
    const holding = new Promise<void>((resolve) => (locked = resolve));
    const lock = sql.begin(async (tx) => {
      await tx`select 1 from profiles where user_id = ${userId} for update`;
      locked();
      await released;
    });
    await holding;
    try {
      await page.getByLabel("Volledige naam").fill("Sam Spreekt");
      await page.getByRole("button", { name: "Opslaan" }).first().click();
      await expect(page.getByText("De server heeft je wijziging nog niet bevestigd")).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId("offline-banner")).toHaveCount(0);
    } finally {
      release();
      await lock;
    }
    await expect(page.getByText("Je wijziging is alsnog opgeslagen.")).toBeVisible({ timeout: 20_000 });
    await page.reload();
    await expect(page.getByLabel("Volledige naam")).toHaveValue("Sam Spreekt");
  });
});
