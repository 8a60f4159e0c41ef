import { z } from "zod";
import { nl } from "../i18n/nl.ts";
import { AGENT_CAPABILITIES, AGENT_ICONS, AGENT_TONES } from "./agent-kinds.ts";

// The arguments of the agent mutators (common/zero/mutators/agents.ts), checked on both
// sides: the browser for its messages, the server because a browser may skip them.
const t = nl.agents;
export const AGENT_TEXT_MAX = 500;

export const agentName = z.string().trim().min(1, t.nameRequired).max(80, t.nameTooLong);
const icon = z.enum(AGENT_ICONS);

/** What the create dialog checks before it calls the mutator. */
export const agentFieldsInput = z.object({
  agent_type_id: z.string().min(1, t.typeRequired).max(50),
  name: agentName,
  icon,
});

export const agentCreateInput = z.object({
  id: z.string().uuid(),
  organization_id: z.string().min(1).max(100),
  agent_type_id: z.string().min(1, t.typeRequired).max(50),
  name: agentName,
  icon,
  now: z.number(),
});

export const agentUpdateInput = z.object({ id: z.string().min(1).max(100), name: agentName, icon, now: z.number() });

export const agentArchiveInput = z.object({ id: z.string().min(1).max(100), now: z.number() });

export const agentSetActiveInput = z.object({
  organization_id: z.string().min(1).max(100),
  agent_id: z.string().min(1).max(100).nullable(),
});

const text = z.string().trim().max(AGENT_TEXT_MAX, t.textTooLong);

/** One setting: its key decides the value's shape (an empty text means "use the default"). */
export const agentSettingValue = z.discriminatedUnion("key", [
  z.object({ key: z.literal("display_name"), value: z.string().trim().max(80, t.nameTooLong) }),
  z.object({ key: z.literal("tone"), value: z.enum(AGENT_TONES) }),
  z.object({
    key: z.literal("capabilities"),
    value: z.array(z.enum(AGENT_CAPABILITIES)).max(AGENT_CAPABILITIES.length),
  }),
  z.object({ key: z.literal("handover_message"), value: text }),
  z.object({ key: z.literal("opening_message"), value: text }),
]);

export const agentSettingInput = z.intersection(
  z.object({ agent_id: z.string().min(1).max(100), now: z.number() }),
  agentSettingValue,
);
