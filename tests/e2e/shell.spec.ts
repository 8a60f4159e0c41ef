import { expect, signIn, signUp, signUpOwner, test, uniqueEmail } from "./fixtures.ts";

test.describe("dashboard shell", () => {
  test("shows header, sidebar with all items, and the avatar initial", async ({ page }) => {
    const { email } = await signUp(page, { name: "Karin Jansen", email: uniqueEmail("karin") });
    await expect(page.getByRole("heading", { name: "Onboarding" })).toBeVisible();
    const sidebar = page.getByTestId("sidebar");
    for (const label of [
      "Onboarding",
      "Current FAQ",
      "Documenten",
      "Inbox",
      "Analytics",
      "Agents",
      "Apps",
      "Instellingen",
    ]) {
      await expect(sidebar.getByRole("link", { name: label })).toBeVisible();
    }
    await expect(sidebar.getByText("Coming Soon")).toBeVisible();
    await expect(sidebar.getByText("Planning Agent")).toBeVisible();
    // The new user owns their organisation, so admin-only Automations shows (disabled).
    await expect(sidebar.getByText("Automations")).toBeVisible();
    await expect(sidebar.getByText("AI Assistant")).toBeVisible();
    await expect(page.getByTestId("setup-percent")).toHaveText("0%");
    await expect(sidebar.getByRole("progressbar", { name: "Setup voortgang" })).toHaveAttribute("aria-valuenow", "0");
    // The steps sit beside the progressbar, where a screen reader reaches them (a progressbar's children are not),
    // and are no Tab stops: as buttons they did nothing when pressed, five times on every page.
    const steps = sidebar.getByRole("list", { name: "Setup stappen" });
    await expect(steps.getByRole("listitem")).toHaveCount(5);
    await expect(steps.getByRole("listitem").first()).toHaveText("Upload minimaal één document: Nog te doen");
    await expect(steps.getByRole("button")).toHaveCount(0);
    await expect(page.getByTestId("account-menu")).toHaveText(email.charAt(0).toUpperCase());
    // An owner is an admin, so the switcher shows even with one membership.
    await expect(page.getByTestId("current-org-name")).toContainText("Karin Jansen");
  });

  test("Ctrl+B collapses the sidebar and the state survives a reload (cookie)", async ({ page }) => {
    await signUp(page);
    const sidebar = page.getByTestId("sidebar");
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    await page.keyboard.press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await page.reload();
    await expect(page.getByTestId("sidebar")).toHaveAttribute("data-state", "collapsed");
    const cookies = await page.context().cookies();
    const cookie = cookies.find((c) => c.name === "sidebar_state");
    expect(cookie?.value).toBe("false");
    expect(cookie && cookie.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);
    await page.keyboard.press("Control+b");
    await expect(page.getByTestId("sidebar")).toHaveAttribute("data-state", "expanded");
  });

  test("under 768 px the sidebar is a slide-over", async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 900 });
    await signUp(page);
    await expect(page.getByTestId("sidebar")).toHaveCount(0);
    const toggle = page.getByRole("button", { name: "Zijbalk in- of uitklappen" });
    await toggle.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("link", { name: "Current FAQ" })).toBeVisible();
    // Keyboard: the menu opens on its first item, and one Escape closes it, back on the toggle.
    await expect(dialog.getByRole("navigation").getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await toggle.click();
    await dialog.getByRole("link", { name: "Current FAQ" }).click();
    await page.waitForURL("**/dashboard/faq");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("theme choice sets the root class and is remembered", async ({ page }) => {
    await signUp(page);
    await page.getByTestId("account-menu").click();
    await page.getByRole("menuitemradio", { name: "Donker" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page.getByTestId("account-menu").click();
    await page.getByRole("menuitemradio", { name: "Licht" }).click();
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  });

  test("sign-out leads to /auth with the goodbye toast, and the dashboard is guarded again", async ({ page }) => {
    await signUp(page);
    await page.getByTestId("account-menu").click();
    await page.getByRole("menuitem", { name: "Uitloggen" }).click();
    await page.waitForURL("**/auth");
    await expect(page.getByText("Tot ziens! 👋")).toBeVisible();
    await page.goto("/dashboard/faq");
    await page.waitForURL("**/auth");
  });

  test("a member is sent from /dashboard/automations to the FAQ screen, and from /dashboard to the inbox", async ({
    page,
    sql,
  }) => {
    const { email } = await signUp(page);
    await sql`update organization_members set role = 'member'
      where user_id = (select user_id from profiles where email = ${email})`;
    await page.goto("/dashboard/automations");
    await page.waitForURL("**/dashboard/faq");
    await expect(page.getByTestId("sidebar").getByText("Automations")).toHaveCount(0);
    // Their first page is the inbox: onboarding's steps are all an admin's.
    await page.goto("/dashboard");
    await page.waitForURL("**/dashboard/inbox");
  });

  test("a super admin sees the Superadmin badge and switches between all organisations", async ({ page, sql }) => {
    const other = await signUp(page, { name: "Olaf Ander" });
    await page.context().clearCookies();
    const admin = await signUp(page, { name: "Sara Super" });
    await sql`insert into user_roles (user_id, role)
      select user_id, 'super_admin' from profiles where email = ${admin.email}`;
    await page.reload();
    await expect(page.getByText("Superadmin").first()).toBeVisible();
    await page.getByRole("button", { name: "Wissel organisatie" }).click();
    const target = page.getByRole("menuitemradio", { name: /Olaf Ander/ });
    await expect(target).toBeVisible();
    await expect(target.getByText("Superadmin")).toBeVisible();
    await page.goto("/dashboard/settings");
    await page.getByRole("button", { name: "Wissel organisatie" }).click();
    await page.getByRole("menuitemradio", { name: /Olaf Ander/ }).click();
    await page.waitForURL("**/dashboard/onboarding");
    await expect(page.getByTestId("current-org-name")).toContainText("Olaf Ander");
    await expect(page.getByTestId("sidebar-org-name")).toContainText("Olaf Ander");
    // Remembered: a reload keeps the choice.
    await page.reload();
    await expect(page.getByTestId("current-org-name")).toContainText("Olaf Ander");
    void other;
  });

  test("a switch in another tab leaves this tab, and the form open in it, in its own organisation", async ({
    page,
    sql,
  }) => {
    const me = await signUpOwner(page, sql, { name: "Carla Consultant" });
    // Carla is also an admin at a client of hers.
    const client = (
      await sql`insert into organizations (id, name) values (gen_random_uuid()::text, 'Klant BV') returning id`
    )[0].id as string;
    await sql`insert into organization_members (id, organization_id, user_id, role)
      values (gen_random_uuid()::text, ${client}, ${me.userId}, 'admin')`;
    await page.goto("/dashboard/faq");
    await page.getByRole("button", { name: "Wissel organisatie" }).click();
    await page.getByRole("menuitemradio", { name: /Klant BV/ }).click();
    await expect(page.getByTestId("current-org-name")).toContainText("Klant BV");
    await page.goto("/dashboard/faq");
    await page.getByRole("button", { name: "Add FAQ" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Vraag", { exact: true }).fill("Voor Klant BV bedoeld?");
    await dialog.getByLabel("Antwoord", { exact: true }).fill("Ja.");

    // Meanwhile, in a second tab, she switches back to her own organisation.
    const second = await page.context().newPage();
    await second.goto("/dashboard");
    await expect(second.getByTestId("current-org-name")).toContainText("Klant BV");
    await second.getByRole("button", { name: "Wissel organisatie" }).click();
    await second.getByRole("menuitemradio", { name: /Carla Consultant/ }).click();
    await expect(second.getByTestId("current-org-name")).toContainText("Carla Consultant");

    // The first tab still works in Klant BV, and saves there.
    await expect(page.getByTestId("current-org-name")).toContainText("Klant BV");
    await dialog.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("FAQ aangemaakt")).toBeVisible();
    expect(await sql`select organization_id from faqs where question = 'Voor Klant BV bedoeld?'`).toEqual([
      { organization_id: client },
    ]);
    // A reload keeps the tab's own choice, also in a tab that never switched (the second
    // opened on the client: the first tab's last choice); a new tab starts in the last one chosen.
    await page.reload();
    await expect(page.getByTestId("current-org-name")).toContainText("Klant BV");
    const opened = await page.context().newPage();
    await opened.goto("/dashboard");
    await expect(opened.getByTestId("current-org-name")).toContainText("Carla Consultant");
    await second.getByRole("button", { name: "Wissel organisatie" }).click();
    await second.getByRole("menuitemradio", { name: /Klant BV/ }).click();
    await expect(second.getByTestId("current-org-name")).toContainText("Klant BV");
    await opened.reload();
    await expect(opened.getByTestId("current-org-name")).toContainText("Carla Consultant");
    const third = await page.context().newPage();
    await third.goto("/dashboard");
    await expect(third.getByTestId("current-org-name")).toContainText("Klant BV");

    // A notification about her own organisation, seen while working for the client: it says
    // which organisation, and opening it takes this tab there, to the conversation.
    const conversation = crypto.randomUUID();
    await sql`insert into conversations (id, organization_id, customer_phone, message_count, last_message_at)
      values (${conversation}, ${me.org}, '+31655501234', 1, now())`;
    await sql`insert into notifications (id, user_id, organization_id, type, title, message, data)
      values (${crypto.randomUUID()}, ${me.userId}, ${me.org}, 'new_conversation', 'Vraag voor HR',
        '+31655501234 heeft een vraag.', ${sql.json({ conversation_id: conversation })})`;
    await page.getByRole("button", { name: /Notificaties, 1 ongelezen/ }).click();
    await expect(page.getByTestId("notification-organization")).toContainText("Carla Consultant");
    await page.getByText("Vraag voor HR").click();
    await expect(page.getByTestId("current-org-name")).toContainText("Carla Consultant");
    await expect(page.getByRole("region", { name: "+31 6 5550 1234" })).toBeVisible();
  });

  test("at 768 and 375 px the header's controls keep apart and no screen scrolls sideways", async ({ page, sql }) => {
    const me = await signUpOwner(page, sql, { name: "Smalle Schermen" });
    await sql`update organizations set name = 'Uitzendbureau Met Een Heel Lange Naam B.V.' where id = ${me.org}`;
    await sql`insert into organization_invitations (id, organization_id, email, role, invited_by_user_id, expires_at)
      values (gen_random_uuid()::text, ${me.org}, 'nieuwe.collega@voorbeeld.nl', 'member', ${me.userId}, now() - interval '1 day')`;
    const sideways = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    for (const width of [768, 375]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ["/dashboard/agents", "/dashboard/integrations", "/dashboard/settings?tab=users"]) {
        await page.goto(path);
        await expect(page.locator("main h1")).toBeVisible();
        await expect.poll(sideways, { message: `${path} at ${width} px` }).toBeLessThanOrEqual(0);
      }
      const switcher = await page.getByRole("button", { name: /Wissel organisatie/ }).boundingBox();
      const bell = await page.getByRole("button", { name: /Notificaties/ }).boundingBox();
      expect(switcher && bell && switcher.x + switcher.width <= bell.x).toBe(true);
    }
  });

  test("signing in again restores the session", async ({ page }) => {
    const { email, password } = await signUp(page);
    await page.context().clearCookies();
    await signIn(page, email, password);
    await expect(page.getByTestId("account-menu")).toBeVisible();
  });
});
