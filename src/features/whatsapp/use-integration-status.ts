import { useCallback, useEffect, useState } from "react";
import {
  errorsFromFailure,
  type IntegrationStatus,
  STATUS_POLL_MS,
  STATUS_POLL_WINDOW_MS,
  statusFromFailure,
  statusFromHealth,
} from "./integration-status.ts";
import { TwilioApiError, twilio, twilioCall } from "./twilio-api.ts";

type StatusState = { status: IntegrationStatus; errors: string[]; lastChecked: Date | null; checking: boolean };

/**
 * The status card's state machine: 'pending' until the first answer, then the
 * health check on load and every 5 s for 30 s. `restart` opens a new polling window (after
 * saving credentials); `set` forces a state (after disconnecting).
 */
export function useIntegrationStatus(organizationId: string | null) {
  const [state, setState] = useState<StatusState>({
    status: "pending",
    errors: [],
    lastChecked: null,
    checking: false,
  });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!organizationId) return;
    // Each polling window starts from a fresh check; `round` changes on restart.
    void round;
    let active = true;
    const check = async () => {
      setState((s) => ({ ...s, checking: true }));
      try {
        const health = await twilioCall(twilio(organizationId).health.$get());
        if (!active) return;
        setState({ status: statusFromHealth(health), errors: health.errors, lastChecked: new Date(), checking: false });
      } catch (err) {
        if (!active) return;
        const message = err instanceof Error ? err.message : String(err);
        const generic = err instanceof TwilioApiError && err.generic;
        setState({
          status: statusFromFailure(message, generic),
          errors: errorsFromFailure(message),
          lastChecked: new Date(),
          checking: false,
        });
      }
    };
    void check();
    const interval = setInterval(() => void check(), STATUS_POLL_MS);
    const stop = setTimeout(() => clearInterval(interval), STATUS_POLL_WINDOW_MS);
    return () => {
      active = false;
      clearInterval(interval);
      clearTimeout(stop);
    };
  }, [organizationId, round]);

  const restart = useCallback(() => setRound((r) => r + 1), []);
  const set = useCallback(
    (status: IntegrationStatus) => setState((s) => ({ ...s, status, errors: [], lastChecked: new Date() })),
    [],
  );
  return { ...state, restart, set };
}
