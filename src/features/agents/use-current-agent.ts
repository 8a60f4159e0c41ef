import { useCallback, useEffect, useState } from "react";
import { currentAgentStorageKey, pickAgent } from "./current-agent.ts";

function read(organizationId: string): string | null {
  try {
    return localStorage.getItem(currentAgentStorageKey(organizationId));
  } catch {
    return null;
  }
}

/** The organisation's current agent id and a way to choose another (remembered in this browser). */
export function useCurrentAgent(organizationId: string, agentIds: readonly string[]) {
  const [remembered, setRemembered] = useState<string | null>(() => read(organizationId));
  // Another organisation: its own remembered agent, else its first.
  useEffect(() => setRemembered(read(organizationId)), [organizationId]);
  const choose = useCallback(
    (id: string) => {
      try {
        localStorage.setItem(currentAgentStorageKey(organizationId), id);
      } catch {
        // private mode: the choice lasts for this page only
      }
      setRemembered(id);
    },
    [organizationId],
  );
  return { currentAgentId: pickAgent(agentIds, remembered), chooseAgent: choose };
}
