import { useCallback, useEffect, useState } from "react";
import type { StoredCredentials } from "../../../common/whatsapp/twilio-api-types.ts";
import { twilio, twilioCall } from "./twilio-api.ts";

type CredentialsState = { loading: boolean; data: StoredCredentials | null; webhookUrl: string };

/**
 * The organisation's stored credentials (SID and sender; never the token) and its webhook
 * URL. A missing row is not an error: the page then reads 'Nog niet verbonden'.
 */
export function useTwilioCredentials(organizationId: string | null) {
  const [state, setState] = useState<CredentialsState>({ loading: true, data: null, webhookUrl: "" });

  useEffect(() => {
    if (!organizationId) return;
    let cancelled = false;
    setState({ loading: true, data: null, webhookUrl: "" });
    twilioCall(twilio(organizationId).credentials.$get())
      .then((res) => {
        if (!cancelled) setState({ loading: false, data: res.data, webhookUrl: res.webhookUrl });
      })
      .catch(() => {
        if (!cancelled) setState((s) => ({ ...s, loading: false }));
      });
    return () => {
      cancelled = true;
    };
  }, [organizationId]);

  const setData = useCallback((data: StoredCredentials | null) => setState((s) => ({ ...s, data })), []);
  return { ...state, setData };
}
