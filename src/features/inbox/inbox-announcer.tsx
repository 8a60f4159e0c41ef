import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from "react";

type Announce = (text: string) => void;
const AnnounceContext = createContext<Announce>(() => {});

/** Says `text` through the inbox's status region (nothing outside an InboxAnnouncer). */
export const useAnnounce = () => useContext(AnnounceContext);

/**
 * The inbox's one status region, visually hidden. The thread itself is not live: refilled on
 * every open, it read whole conversations aloud and each reply's four delivery steps. Only
 * what staff must hear goes here, one short line at a time (see use-inbox-announcements.ts).
 * The region is in the page before anything is said in it, as screen readers need.
 */
export function InboxAnnouncer({ children }: { children: ReactNode }) {
  const [said, setSaid] = useState({ text: "", n: 0 });
  const clear = useRef<ReturnType<typeof setTimeout>>(undefined);
  const announce = useCallback((text: string) => {
    // A new node each time, so the same words said twice are announced twice.
    setSaid((s) => ({ text, n: s.n + 1 }));
    clearTimeout(clear.current);
    // Emptied afterwards, so a reader browsing the page does not come across stale news.
    clear.current = setTimeout(() => setSaid((s) => ({ text: "", n: s.n })), 10_000);
  }, []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <div role="status" className="sr-only" data-testid="inbox-announcer">
        {said.text && <span key={said.n}>{said.text}</span>}
      </div>
    </AnnounceContext.Provider>
  );
}
