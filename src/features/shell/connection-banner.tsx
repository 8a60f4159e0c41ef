import { useConnectionState } from "@rocicorp/zero/react";
import { WifiOffIcon } from "lucide-react";
import { useEffect } from "react";
import { nl } from "../../i18n/nl.ts";
import { useSession } from "../auth/session.tsx";

/** Synced screens stay readable offline; this says so, and writes are refused meanwhile. */
export function ConnectionBanner() {
  const state = useConnectionState();
  const session = useSession();
  const { refresh } = session;
  // An expired session: re-check, and the guard sends the user to /auth.
  useEffect(() => {
    if (state.name === "needs-auth") void refresh();
  }, [state.name, refresh]);
  if (state.name !== "disconnected" && state.name !== "error") return null;
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-1.5 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      <WifiOffIcon className="size-4" aria-hidden />
      {nl.common.offline}
    </div>
  );
}
