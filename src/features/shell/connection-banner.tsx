import { useConnectionState, useZero } from "@rocicorp/zero/react";
import { WifiOffIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { useOnline } from "../../lib/use-online.ts";
import { resumeAfterError } from "../../zero/resume-after-error.ts";
import { useSession } from "../auth/session.tsx";

/**
 * Synced screens stay readable offline; this says so (writes are refused meanwhile, see
 * use-mutate.ts). Before the first connection (or failure) nothing shows: that is just start-up.
 */
export function ConnectionBanner() {
  const state = useConnectionState();
  const zero = useZero();
  const online = useOnline();
  const { refresh } = useSession();
  // Start-up is the first "connecting" only: once Zero has connected or failed, connecting
  // again is trying again, and the banner stays instead of blinking off between tries.
  const pastStartUp = useRef(false);
  if (state.name !== "connecting") pastStartUp.current = true;

  // A server error stops Zero until it is asked to connect again: ask, with a growing wait.
  useEffect(() => resumeAfterError(zero), [zero]);

  // An expired session: re-check, and the guard sends the user to /auth.
  useEffect(() => {
    if (state.name === "needs-auth") void refresh();
  }, [state.name, refresh]);

  const offline = !online || state.name === "disconnected" || state.name === "error";
  const reconnecting = state.name === "connecting" && pastStartUp.current;
  if (!offline && !reconnecting) return null;
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
