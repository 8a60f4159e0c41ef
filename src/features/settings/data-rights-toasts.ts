import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { type ApiRequest, call } from "../../lib/api-client.ts";

const t = nl.privacy;
type Erased = { conversations: number; messages: number };
type ErasureReply = { ok: boolean; status: number; text(): Promise<string>; json(): Promise<Erased> };
type ArchiveReply = { ok: boolean; status: number; text(): Promise<string>; json(): Promise<unknown> };

/** Runs an erasure (an employee's or a number's) and says what went, or why nothing did. */
export async function eraseWithToast(request: ApiRequest<ErasureReply>): Promise<void> {
  try {
    const done = await call(request, t.eraseFailed);
    toast.success(t.erased(done.conversations, done.messages));
  } catch (err) {
    toast.error(t.eraseFailed, { description: err instanceof Error ? err.message : undefined });
  }
}

/** Fetches an access request's archive (an employee's or a number's) and saves it as `name`.json. */
export async function downloadWithToast(request: ApiRequest<ArchiveReply>, name: string): Promise<void> {
  try {
    const archive = await call(request, t.exportFailed);
    const blob = new Blob([JSON.stringify(archive, null, 2)], { type: "application/json" });
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = `${name.replace(/[^\p{L}\p{N}]+/gu, "-").toLowerCase()}.json`;
    link.click();
    URL.revokeObjectURL(link.href);
    toast.success(t.exportDone);
  } catch (err) {
    toast.error(t.exportFailed, { description: err instanceof Error ? err.message : undefined });
  }
}
