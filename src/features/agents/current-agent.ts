// The current agent is remembered per organisation (spec §4): switching organisation reads
// that organisation's own key, so the choice "resets" to what was picked there, else the first.

export const currentAgentStorageKey = (organizationId: string) => `currentAgentId:${organizationId}`;

/** The remembered agent if it still exists, else the first (agents in creation order). */
export function pickAgent(agentIds: readonly string[], rememberedId: string | null): string | null {
  if (rememberedId && agentIds.includes(rememberedId)) return rememberedId;
  return agentIds[0] ?? null;
}
