import { nl } from "../../../common/i18n/nl.ts";
import type { ChatbotDataAccess } from "../../../common/zero/schema/tables.ts";
import type { ActiveAgent } from "../../agents/active-agent.ts";
import { agentCan } from "../../agents/agent-can.ts";
import type { ChoiceMade } from "../../knowledge/answer/answer-choice.ts";
import type { AssistantDeps } from "./answer-message.ts";
import { composeReply } from "./compose-reply.ts";
import { composeWithOwnWork } from "./compose-with-own-work.ts";
import type { ConversationSoFar } from "./conversation-so-far.ts";
import type { MessageReads } from "./message-reads.ts";
import type { GateResult } from "./verification-gate.ts";

/** How many earlier messages a shift follow-up may reach back through ("welke klant is dat", then "en volgende week?"). */
const FOLLOW_UPS_READ = 3;

/** The reply the gate allows: its own message, or the composed answer unless that needs verification first. */
export async function replyBehindGate(
  deps: AssistantDeps,
  inbound: {
    organization_id: string;
    org_name: string;
    custom_instructions: string;
    chatbot_data_access: Partial<ChatbotDataAccess> | null;
    employee_id: string | null;
    customer_phone: string | null;
    verification_required: boolean;
    verified_until: Date | null;
  },
  gate: GateResult,
  agent: ActiveAgent | null,
  {
    choice,
    before,
    soFar,
    toHuman,
    reads,
  }: { choice?: ChoiceMade; before?: string; soFar?: ConversationSoFar; toHuman: boolean; reads: MessageReads },
) {
  // Nothing was looked up: staff see why, and 'Onbeantwoorde vragen' leaves it out (no parts).
  const said = (g: Extract<GateResult, { kind: "reply" }>) => ({
    composed: {
      body: g.body,
      confidence: 1,
      sources: [],
      handover: g.handover,
      explanation: { note: g.note ?? nl.explanation.verification, parts: [] },
      offered: [],
    },
    update: g.update,
  });
  if (gate.kind === "reply") return said(gate);
  // Questions about one's own shifts and record are answered from the synced rows, before
  // (and instead of) FAQ and documents; the gate treats them as personal.
  const org = {
    id: inbound.organization_id,
    name: inbound.org_name,
    customInstructions: inbound.custom_instructions,
    access: inbound.chatbot_data_access,
  };
  const asker = { employeeId: inbound.employee_id, phone: inbound.customer_phone };
  // A question offered choices was no question about one's own work, nor is a request for a person.
  // Earlier messages lend a follow-up ("en morgen?") their shift question only where the gate
  // did not have to judge it: no verification wanted, or the asker proved who they are recently.
  const proven = !inbound.verification_required || (inbound.verified_until?.getTime() ?? 0) > Date.now();
  const ownWork =
    !choice && !toHuman && agentCan(agent, "own_shifts")
      ? await composeWithOwnWork(
          deps.db,
          deps,
          org,
          asker,
          gate.question,
          agent,
          before !== undefined && proven && soFar ? soFar.earlier.slice(-FOLLOW_UPS_READ).map((m) => m.body) : [],
          reads,
        )
      : null;
  const composed = ownWork ?? (await composeReply(deps.db, deps, org, gate.question, agent, { choice, before, reads }));
  const guarded = composed.parts.some(
    (p) => p.found.chosen?.doc.kind === "faq" && p.found.chosen.doc.requiresVerification,
  );
  return gate.verifyFirst && guarded ? said(gate.verifyFirst) : { composed, update: gate.update };
}
