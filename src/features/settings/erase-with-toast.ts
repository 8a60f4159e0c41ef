import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { type ApiRequest, call } from "../../lib/api-client.ts";

const t = nl.privacy;
type Erased = { conversations: number; messages: number };
type ErasureReply = { ok: boolean; status: number; text(): Promise<string>; json(): Promise<Erased> };

/** Runs an erasure (an employee's or a number's) and says what went, or why nothing did. */
export async function eraseWithToast(request: ApiRequest<ErasureReply>): Promise<void> {
  try {
    const done = await call(request, t.eraseFailed);
    toast.success(t.erased(done.conversations, done.messages));
  } catch (err) {
    toast.error(t.eraseFailed, { description: err instanceof Error ? err.message : undefined });
  }
}
