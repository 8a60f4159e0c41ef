import { queries } from "../../common/zero/queries.ts";
import type { Owner, Stack } from "./stack.ts";
import type { TestUser, TestZero } from "./zero-client.ts";

/**
 * Look-ups a test of one organisation's conversations makes again and again: its
 * conversation with a number, a colleague's membership, and a thread as a Zero client
 * syncs it (so as that colleague may see it). `at` gives the stack and owner once
 * beforeAll has started them.
 */
export function orgLookups(at: () => { app: Stack; owner: Owner }) {
  return {
    conversationOf: async (customerPhone: string) => {
      const { app, owner } = at();
      const [row] = await app.sql<{ id: string }[]>`select id from conversations
        where organization_id = ${owner.org} and customer_phone = ${customerPhone}`;
      return row.id;
    },
    membershipOf: async (user: TestUser) => {
      const { app, owner } = at();
      const [row] = await app.sql<{ id: string }[]>`select id from organization_members
        where organization_id = ${owner.org} and user_id = ${user.userId}`;
      return row.id;
    },
    threadOf: (zero: TestZero, conversationId: string) =>
      zero.run(queries.messages.ofConversation({ organizationId: at().owner.org, conversationId, limit: 50 }), {
        type: "complete",
      }),
  };
}

/**
 * What an admin's settings screens have synced before they mutate: the mutators check the
 * caller's role against these rows in the browser first.
 */
export async function syncSettingsScreens(zero: TestZero, organizationId: string) {
  const organization = queries.organizations.visible({ scope: "member" });
  const mine = queries.members.mine();
  const colleagues = queries.members.ofOrganization({ organizationId });
  zero.materialize(organization);
  zero.materialize(mine);
  zero.materialize(colleagues);
  await zero.run(organization, { type: "complete" });
  await zero.run(mine, { type: "complete" });
  await zero.run(colleagues, { type: "complete" });
}
