import { useEffect, useState } from "react";
import { api } from "../../lib/api-client.ts";

export type SocialProvider = "google" | "github";
export type AuthConfig = { socialProviders: SocialProvider[]; devMailbox: boolean };

const EMPTY: AuthConfig = { socialProviders: [], devMailbox: false };

/** Public server facts for the sign-in page (GET /api/config); no social buttons until known. */
export function useAuthConfig(): AuthConfig {
  const [config, setConfig] = useState<AuthConfig>(EMPTY);
  useEffect(() => {
    let cancelled = false;
    api
      .session()
      .config.$get()
      .then((res) => (res.ok ? res.json() : null))
      .then((body) => {
        if (cancelled || !body) return;
        setConfig({ socialProviders: body.socialProviders, devMailbox: body.devMailbox });
      })
      .catch(() => {
        // Without the config the page still works with email and password.
      });
    return () => {
      cancelled = true;
    };
  }, []);
  return config;
}
