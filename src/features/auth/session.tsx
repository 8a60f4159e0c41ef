import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from "react";
import type { PlatformRole } from "../../../zero-schema.ts";
import { api } from "../../lib/api-client.ts";
import { clearReplyDrafts } from "../inbox/reply-drafts.ts";

export type Me = { user: { id: string; email: string; name: string }; platformRole: PlatformRole | null };
type SessionState =
  | { status: "loading"; me: null }
  /** The server could not say (offline, or it is down) and nobody was signed in here yet. */
  | { status: "unavailable"; me: null }
  | { status: "anonymous"; me: null }
  | { status: "authenticated"; me: Me };
type SessionValue = SessionState & { refresh: () => Promise<Me | null> };

const SessionContext = createContext<SessionValue | null>(null);

async function fetchMe(): Promise<Me | null> {
  const res = await api.session().me.$get();
  if (res.status === 401) return null;
  if (!res.ok) throw new Error(`GET /api/me ${res.status}`);
  return res.json();
}

/** The signed-in user as the server sees it (session cookie + platform role). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: "loading", me: null });
  const current = useRef(state);
  current.current = state;
  const refresh = useCallback(async () => {
    try {
      const me = await fetchMe();
      // Signed out (in another tab, or the session ended): replies half written here go too.
      if (!me) clearReplyDrafts();
      setState(me ? { status: "authenticated", me } : { status: "anonymous", me: null });
      return me;
    } catch {
      // Only the server's 401 signs someone out. Offline, or a server that is down, says
      // nothing about the session: a signed-in tab stays as it is (with what is typed in it).
      const prev = current.current;
      if (prev.status !== "authenticated") setState({ status: "unavailable", me: null });
      return prev.me;
    }
  }, []);
  // Not known yet because the server could not be reached: ask again until it can.
  useEffect(() => {
    if (state.status !== "unavailable") return;
    const retry = setTimeout(() => void refresh(), 5_000);
    return () => clearTimeout(retry);
  }, [state, refresh]);
  useEffect(() => {
    void refresh();
    // A sign-in or sign-out in another tab shows up when this tab is looked at again.
    const onVisible = () => {
      if (document.visibilityState === "visible") void refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [refresh]);
  return <SessionContext.Provider value={{ ...state, refresh }}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession must be used within SessionProvider");
  return value;
}
