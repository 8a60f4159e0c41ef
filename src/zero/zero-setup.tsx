import { ZeroProvider } from "@rocicorp/zero/react";
import { type ReactNode, useMemo } from "react";
import { mutators } from "../../common/zero/mutators.ts";
import { schema } from "../../zero-schema.ts";
import type { Me } from "../features/auth/session.tsx";

/** One Zero instance per signed-in user; the cookie authenticates the WebSocket via zero-cache. */
export function ZeroSetup({ me, children }: { me: Me; children: ReactNode }) {
  const context = useMemo(() => ({ userID: me.user.id, platformRole: me.platformRole }), [me.user.id, me.platformRole]);
  const cacheURL = `${window.location.origin}/zero`;
  return (
    <ZeroProvider userID={me.user.id} schema={schema} mutators={mutators} cacheURL={cacheURL} context={context}>
      {children}
    </ZeroProvider>
  );
}
