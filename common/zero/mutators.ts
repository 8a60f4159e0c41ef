import { defineMutators } from "@rocicorp/zero";
import { notificationMutators, profileMutators } from "./mutators/account.ts";
import { agentMutators } from "./mutators/agents.ts";
import { updateEmployee } from "./mutators/employee-update.ts";
import { faqMutators } from "./mutators/faq.ts";
import { healthMutators } from "./mutators/health-access.ts";
import { conversationMutators } from "./mutators/inbox.ts";
import { integrationMutators } from "./mutators/integrations.ts";
import { invitationMutators } from "./mutators/invitations.ts";
import { memberMutators } from "./mutators/members.ts";
import { organizationMutators } from "./mutators/organization.ts";
import { employeeMutators, templateMutators } from "./mutators/settings.ts";
import { syncObjectMutators } from "./mutators/sync-objects.ts";
import { synonymMutators } from "./mutators/synonyms.ts";
import { quietOnRebase } from "./quiet-on-rebase.ts";

export { NotAuthorizedError } from "./authorize.ts";

// Every mutator, by area (common/zero/mutators/). Each one checks who may run it inside its
// own transaction with the require… helpers of authorize.ts. A refusal while the browser
// replays a pending change is left to the server's verdict (quiet-on-rebase.ts).
export const mutators = defineMutators(
  quietOnRebase({
    organization: organizationMutators,
    faq: faqMutators,
    synonyms: synonymMutators,
    conversation: conversationMutators,
    employee: { ...employeeMutators, update: updateEmployee },
    template: templateMutators,
    profile: profileMutators,
    notification: notificationMutators,
    member: memberMutators,
    health: healthMutators,
    invitation: invitationMutators,
    integration: integrationMutators,
    syncObject: syncObjectMutators,
    agent: agentMutators,
  }),
);

export type Mutators = typeof mutators;
