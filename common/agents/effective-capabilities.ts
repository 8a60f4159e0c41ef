import type { AgentCapability } from "./agent-kinds.ts";

/** What an agent can do: its type's capabilities, less those its 'capabilities' setting leaves out (unset: all of them). */
export function effectiveCapabilities(offered: readonly AgentCapability[], chosen: unknown): AgentCapability[] {
  return Array.isArray(chosen) ? offered.filter((c) => chosen.includes(c)) : [...offered];
}
