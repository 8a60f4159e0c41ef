import { nl } from "../../../../common/i18n/nl.ts";
import { api, call } from "../../../lib/api-client.ts";

// The /api/fleks/webhook routes (server/fleks/webhooks/webhook-admin-routes.ts), admins only.
export type RevealedSecret = { secret: string; previousValidUntil: string | null };

const fallback = nl.fleksWebhooks.actionFailedDescription;

export const webhookApi = (organizationId: string) => {
  const client = api.fleksWebhook(organizationId);
  return {
    reveal: (): Promise<RevealedSecret> => call(client.secret.$get(), fallback),
    rotate: (): Promise<RevealedSecret> => call(client.rotate.$post(), fallback),
    revokePrevious: () => call(client["revoke-previous"].$post(), fallback),
    reprocess: (deliveryId: string): Promise<{ runId: string }> =>
      call(client.deliveries[":deliveryId"].reprocess.$post({ param: { deliveryId } }), fallback),
  };
};
