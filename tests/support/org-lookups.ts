import { queries } from "../../common/zero/queries.ts";
import type { Owner, Stack } from "./stack.ts";
import { type TestUser, type TestZero, within } from "./zero-client.ts";

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
    /**
     * Marks the organisation's 'Toegang tot ziekmeldingen gewijzigd' log now; the function it
     * returns gives the entries written since, oldest first. The log is append-only, so a failed
     * attempt's entries stay: a retried test counts only its own.
     */
    healthAccessLogFromNow: async () => {
      const { app, owner } = at();
      const [{ n }] = await app.sql<{ n: number }[]>`select count(*)::int as n from activity_log
        where organization_id = ${owner.org} and kind = 'health_access_changed'`;
      return () =>
        app.sql<{ actor_user_id: string; target: string; details: { allowed: boolean } }[]>`
          select actor_user_id, target, details from activity_log
          where organization_id = ${owner.org} and kind = 'health_access_changed' order by created_at offset ${n}`;
    },
    threadOf: (zero: TestZero, conversationId: string) =>
      zero.run(queries.messages.ofConversation({ organizationId: at().owner.org, conversationId, limit: 50 }), {
        type: "complete",
      }),
    /**
     * Resolves once `zero`'s live thread of `conversationId` holds a message with `body`, as an
     * open thread shows it: one view, told of every change, instead of a new run every 50 ms.
     * Such a run is answered from this client's own store at once (1–10 ms: the query still
     * counts as received), so polling it never waited on the server anyway; in two whole runs a
     * User's polled thread still lacked a report a minute after their switch was turned on.
     * Fails after `ms` naming the connection it last had, the messages it did show, and what a
     * fresh query of the same thread (another limit: a query the server hydrates anew) shows,
     * which tells a missed live update from data the server does not give at all, and the
     * caller's switch as the browser and the database have it.
     */
    whenThreadShows: async (zero: TestZero, conversationId: string, body: string, ms = 30_000) => {
      const thread = (limit: number) =>
        queries.messages.ofConversation({ organizationId: at().owner.org, conversationId, limit });
      const view = zero.materialize(thread(50));
      let last: unknown;
      try {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(async () => {
            const state = zero.connection.state.current.name;
            const shown = JSON.stringify(last);
            const fresh = await within(zero.run(thread(49), { type: "complete" }), 10_000, "no answer")
              .then((rows) => JSON.stringify(rows.map((m) => m.message_body)))
              .catch(String);
            // The browser filters the thread by its own copy of the caller's switch too, so a
            // stale copy hides what the server did send: say both copies.
            const org = at().owner.org;
            const switchSeen = await within(zero.run(queries.members.mine(), { type: "complete" }), 10_000, "no answer")
              .then((rows) => String(rows.find((m) => m.organization_id === org)?.may_see_health))
              .catch(String);
            const [stored] = await at().app.sql<{ may_see_health: boolean }[]>`select may_see_health
              from organization_members where organization_id = ${org} and user_id = ${zero.userID ?? ""}`;
            reject(
              new Error(
                `'${body}' not shown within ${ms} ms (connection ${state}; shown: ${shown}; a fresh query shows: ${fresh}; the switch as the browser has it: ${switchSeen}, as stored: ${stored?.may_see_health}; shown after these queries: ${JSON.stringify(last)})`,
              ),
            );
          }, ms);
          view.addListener((rows) => {
            last = rows.map((m) => m.message_body);
            if (rows.some((m) => m.message_body === body)) {
              clearTimeout(timer);
              resolve();
            }
          });
        });
      } finally {
        view.destroy();
      }
    },
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
