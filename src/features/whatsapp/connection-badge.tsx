import { nl } from "../../../common/i18n/nl.ts";
import { Badge } from "../../components/ui/badge.tsx";

export type ConnectionState = "connected" | "pending" | "not_connected";

const variant = { connected: "success", pending: "orange", not_connected: "secondary" } as const;

/** The page header badge: connected when a credentials row exists. */
export function ConnectionBadge({ state }: { state: ConnectionState }) {
  return (
    <Badge variant={variant[state]} data-testid="connection-badge" data-state={state}>
      {nl.whatsapp.badge[state]}
    </Badge>
  );
}
