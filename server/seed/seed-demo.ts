import { randomUUID } from "node:crypto";
import type { Auth } from "../auth/create-auth.ts";
import type { Db } from "../db/connect.ts";

export const DEMO_PASSWORD = "demo1234";
export const demoUsers = {
  owner: { email: "eigenaar@demo.nl", name: "Eva Eigenaar" },
  admin: { email: "admin@demo.nl", name: "Ahmed Admin" },
  member: { email: "medewerker@demo.nl", name: "Mila Medewerker" },
  superAdmin: { email: "superadmin@demo.nl", name: "Sam Superadmin" },
  secondOwner: { email: "eigenaar@tweede.nl", name: "Bram Bakker" },
} as const;

async function ensureUser(
  auth: Auth,
  db: Db,
  u: { email: string; name: string },
): Promise<{ id: string; fresh: boolean }> {
  const existing = await db.selectFrom("auth.user").select("id").where("email", "=", u.email).executeTakeFirst();
  if (existing) return { id: existing.id, fresh: false };
  const res = await auth.api.signUpEmail({ body: { email: u.email, password: DEMO_PASSWORD, name: u.name } });
  return { id: res.user.id, fresh: true };
}

/** Demo data: idempotent, so running it twice changes nothing. */
export async function seedDemo(auth: Auth, db: Db) {
  const ids = {} as Record<keyof typeof demoUsers, { id: string; fresh: boolean }>;
  for (const [key, u] of Object.entries(demoUsers)) ids[key as keyof typeof demoUsers] = await ensureUser(auth, db, u);

  const orgOf = async (userId: string) =>
    (
      await db
        .selectFrom("organization_members")
        .select("organization_id")
        .where("user_id", "=", userId)
        .where("role", "=", "owner")
        .orderBy("created_at")
        .executeTakeFirstOrThrow()
    ).organization_id;

  const demoOrg = await orgOf(ids.owner.id);
  const secondOrg = await orgOf(ids.secondOwner.id);
  if (ids.owner.fresh) {
    await db
      .updateTable("organizations")
      .set({ name: "Demo Uitzendbureau B.V.", display_name: "Demo HR" })
      .where("id", "=", demoOrg)
      .execute();
    await db
      .updateTable("organizations")
      .set({ name: "Tweede Organisatie B.V." })
      .where("id", "=", secondOrg)
      .execute();
  }
  // Admin and member belong to the demo organisation only; their own sign-up organisations go.
  for (const [key, role] of [
    ["admin", "admin"],
    ["member", "member"],
    ["superAdmin", null],
  ] as const) {
    const user = ids[key];
    if (!user.fresh) continue;
    const own = await orgOf(user.id);
    await db.deleteFrom("organizations").where("id", "=", own).execute();
    if (role)
      await db
        .insertInto("organization_members")
        .values({ id: randomUUID(), user_id: user.id, organization_id: demoOrg, role, created_at: new Date() })
        .execute();
  }
  // Only the account this run made gets the platform role (a second run finds it holding it
  // already). An existing account with the address is someone's own: anyone may sign up as
  // superadmin@demo.nl, and seeding used to make that stranger a super admin of every
  // organisation.
  if (ids.superAdmin.fresh)
    await db
      .insertInto("user_roles")
      .values({ user_id: ids.superAdmin.id, role: "super_admin", created_at: new Date() })
      .onConflict((oc) => oc.doNothing())
      .execute();

  if (ids.owner.fresh) {
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    await db
      .insertInto("notifications")
      .values([
        {
          id: randomUUID(),
          user_id: ids.owner.id,
          organization_id: demoOrg,
          type: "member_joined",
          title: "Nieuw teamlid",
          message: `${demoUsers.member.name} is lid geworden van je organisatie.`,
          data: {},
          created_at: minutesAgo(90),
        },
        {
          id: randomUUID(),
          user_id: ids.owner.id,
          organization_id: demoOrg,
          type: "new_conversation",
          title: "Nieuw gesprek",
          message: "Een medewerker heeft een vraag die de assistent niet kon beantwoorden.",
          data: { conversation_id: randomUUID() },
          created_at: minutesAgo(12),
        },
        {
          id: randomUUID(),
          user_id: ids.owner.id,
          organization_id: demoOrg,
          type: "other",
          title: "Welkom!",
          message: "Upload je eerste document om de assistent te leren wat jullie afspraken zijn.",
          data: {},
          created_at: minutesAgo(2),
        },
      ])
      .execute();
  }
  return { demoOrg, secondOrg };
}
