import type { Db } from "../db/connect.ts";
import { groupCommit } from "../db/group-commit.ts";
import { inboundPipeline } from "./inbound-pipeline.ts";
import { landInbound } from "./land-inbound.ts";
import type { Inbound } from "./store-inbound.ts";

/**
 * Webhook messages land in group commits (many per commit under load, a lone one at once);
 * each landed batch kicks the pipeline that passes them on to their conversations and the
 * assistant.
 */
export function inboundBatcher(db: Db, opts: { onError?: (err: unknown) => void } = {}) {
  const pipeline = inboundPipeline(db, opts.onError);
  const landing = groupCommit((batch: Inbound[]) => landInbound(db, batch), { afterWrite: () => pipeline.kick() });
  return { land: landing.add };
}
