import { useQuery, useZero } from "@rocicorp/zero/react";
import { SendIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { nl } from "../../../common/i18n/nl.ts";
import { MAX_REPLY_CHARS, SHOW_COUNT_FROM } from "../../../common/inbox/reply-length.ts";
import { windowOpen } from "../../../common/inbox/reply-window.ts";
import { mutators } from "../../../common/zero/mutators.ts";
import { queries } from "../../../common/zero/queries.ts";
import type { replySeenInput } from "../../../common/zero/validation.ts";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { useToastClearance } from "../../components/ui/use-toast-clearance.ts";
import type { MutateOutcome } from "../../zero/use-mutate.ts";
import { useSave } from "../../zero/use-save.ts";
import type { ThreadConversation } from "./inbox-types.ts";
import { type ReplyDraft, readReplyDraft, writeReplyDraft } from "./reply-drafts.ts";
import { colleagueOf } from "./taker.ts";

const t = nl.inbox;
const meanwhileRefusals = [t.assistantRepliedMeanwhile, t.handedBackMeanwhile, t.colleagueRepliedMeanwhile("")];
/** The server's refusal of a reply typed before someone answered or handed the conversation back. */
const isMeanwhile = (message: string) =>
  message === meanwhileRefusals[0] ||
  message === meanwhileRefusals[1] ||
  message.endsWith(meanwhileRefusals[2].trimStart());

/** Re-renders every minute so the 24-hour window closes on screen when it closes for WhatsApp. */
function useMinuteClock() {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

type Seen = NonNullable<z.infer<typeof replySeenInput>>;

export function ReplyComposer({
  conversation,
  newestMessageId,
}: {
  conversation: ThreadConversation;
  /** The newest message the thread shows. */
  newestMessageId: string | null;
}) {
  const { busy, save } = useSave();
  const clearance = useToastClearance();
  const now = useMinuteClock();
  const zero = useZero();
  // A reply half written here waits while staff look at another conversation, lose access a
  // moment, or reload (reply-drafts.ts), with what the writer saw when they began it.
  const place = { userId: zero.userID, organizationId: conversation.organization_id, conversationId: conversation.id };
  const draft = useRef<ReplyDraft | null>(null);
  const [body, setBodyState] = useState(() => {
    draft.current = readReplyDraft(place);
    return draft.current?.text ?? "";
  });
  const seenNow = (): Seen => ({
    message_id: newestMessageId,
    handled_by: conversation.handled_by === "human" ? "human" : "assistant",
  });
  // The field's text as it is now: a send confirmed after more was typed keeps the new text.
  const typed = useRef(body);
  const setBody = (text: string, seen?: Seen) => {
    typed.current = text;
    setBodyState(text);
    draft.current = text ? { text, seen: seen ?? draft.current?.seen ?? seenNow() } : null;
    writeReplyDraft(place, draft.current);
  };
  // Refused because something happened since the writer began: the draft stays, and they are asked.
  const [meanwhile, setMeanwhile] = useState<string | null>(null);
  const [templateId, setTemplateId] = useState("");
  const [templates] = useQuery(queries.templates.ofOrganization({ organizationId: conversation.organization_id }));
  const active = templates.filter((tpl) => tpl.is_active);
  const chosen = active.find((tpl) => tpl.id === templateId);
  const open = windowOpen(conversation, now);
  // A colleague took the conversation over: the first message asks first, naming them; once
  // confirmed for that colleague, the next ones go straight (the server checks the same).
  const colleague = colleagueOf(conversation, zero.userID);
  const [confirmedFor, setConfirmedFor] = useState<string | undefined>();
  const [asking, setAsking] = useState<null | "reply" | "template">(null);
  const confirmed = colleague && confirmedFor === colleague.id ? colleague.id : undefined;
  const askFirst = (kind: "reply" | "template") => {
    if (!colleague || confirmed) return false;
    setAsking(kind);
    return true;
  };

  const field = useRef<HTMLTextAreaElement>(null);
  const countId = useId();
  const tooLong = body.trim().length > MAX_REPLY_CHARS;
  // Once the reply is sent the field lets go of it, keeping what was typed after it; a refusal
  // because someone answered meanwhile asks.
  const sendOutcome = (res: MutateOutcome, sent: string) => {
    if (res.ok) {
      const text = typed.current;
      setBody(text.startsWith(sent) ? text.slice(sent.length).trimStart() : text);
    } else if (isMeanwhile(res.message)) setMeanwhile(res.message);
    else toast.error(t.sendFailed, { description: res.message });
  };
  const send = async (over = confirmed, seen = draft.current?.seen) => {
    if (!body.trim() || tooLong) return;
    if (!over && askFirst("reply")) return;
    const sent = body;
    const res = await save(
      mutators.conversation.reply({
        id: crypto.randomUUID(),
        conversation_id: conversation.id,
        body,
        now: Date.now(),
        colleague: over,
        seen,
      }),
      // useMutate toasts a late verdict; a late refusal for something that happened meanwhile asks too.
      (late) => (late.ok || isMeanwhile(late.message) ? sendOutcome(late, sent) : undefined),
    );
    if (!res) return;
    sendOutcome(res, sent);
    // The send button is disabled once the field empties: focus stays where the next reply is typed.
    field.current?.focus();
  };

  const sendTemplate = async (over = confirmed) => {
    if (!templateId) return;
    if (!over && askFirst("template")) return;
    const res = await save(
      mutators.conversation.sendTemplate({
        id: crypto.randomUUID(),
        conversation_id: conversation.id,
        template_id: templateId,
        now: Date.now(),
        colleague: over,
      }),
    );
    if (res && !res.ok) toast.error(t.sendFailed, { description: res.message });
  };

  const meanwhileConfirmation = (
    <ConfirmDialog
      open={meanwhile !== null}
      onOpenChange={(o) => !o && setMeanwhile(null)}
      title={t.replyMeanwhileTitle}
      description={t.replyMeanwhile(meanwhile ?? "")}
      confirmLabel={t.replyOverConfirm}
      onConfirm={() => {
        setMeanwhile(null);
        // Sent with what is on screen now: whatever happens after this is asked about again.
        const seen = seenNow();
        setBody(body, seen);
        void send(confirmed, seen);
      }}
    />
  );

  const confirmation = colleague && (
    <ConfirmDialog
      open={asking !== null}
      onOpenChange={(o) => !o && setAsking(null)}
      title={t.replyOverTitle}
      description={t.replyOver(colleague.name)}
      confirmLabel={t.replyOverConfirm}
      onConfirm={() => {
        const kind = asking;
        setAsking(null);
        setConfirmedFor(colleague.id);
        void (kind === "template" ? sendTemplate(colleague.id) : send(colleague.id));
      }}
    />
  );

  if (!open) {
    return (
      <div ref={clearance} className="space-y-2 border-t p-3">
        {confirmation}
        <p className="text-sm text-muted-foreground" role="status">
          {conversation.last_inbound_at == null ? t.windowNeverOpened : t.windowClosed}
        </p>
        {conversation.opted_out_at ? (
          <p className="text-sm text-muted-foreground" data-testid="opted-out-note">
            {t.optedOutTitle}
          </p>
        ) : active.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.noTemplates}</p>
        ) : (
          <div className="flex gap-2">
            <select
              aria-label={t.templatePick}
              className="h-9 flex-1 rounded-md border bg-background px-2 text-sm"
              value={templateId}
              onChange={(e) => setTemplateId(e.target.value)}
            >
              <option value="">{t.templatePick}</option>
              {active.map((tpl) => (
                <option key={tpl.id} value={tpl.id}>
                  {tpl.name} ({tpl.language})
                </option>
              ))}
            </select>
            <Button onClick={() => void sendTemplate()} disabled={!templateId || busy}>
              {t.templateSend}
            </Button>
          </div>
        )}
        {chosen && (
          <p className="text-xs text-muted-foreground" data-testid="template-preview">
            {chosen.body?.trim() ? t.templatePreview(chosen.body.trim()) : t.templateWithoutText}
          </p>
        )}
      </div>
    );
  }

  return (
    <form
      ref={clearance}
      className="flex flex-wrap items-end gap-2 border-t p-3"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <textarea
        ref={field}
        aria-label={t.replyPlaceholder}
        aria-invalid={tooLong}
        aria-describedby={body.length >= SHOW_COUNT_FROM ? countId : undefined}
        placeholder={t.replyPlaceholder}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        onKeyDown={(e) => {
          // Enter sends, Shift+Enter starts a new line (as in WhatsApp Web).
          if (e.key === "Enter" && !e.shiftKey) {
            e.preventDefault();
            void send();
          }
        }}
        rows={2}
        // No maxLength: it would cut a pasted reply off without a word; the count below says it instead.
        // It grows with its text (field-sizing) up to 40% of the visible screen, then scrolls.
        className="field-sizing-content max-h-[40dvh] min-h-15 flex-1 resize-none rounded-md border bg-background px-3 py-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-invalid:border-destructive"
      />
      {confirmation}
      {meanwhileConfirmation}
      {/* On a phone the icon alone shows (the field keeps the width); its name is still 'Verstuur'. */}
      <Button type="submit" disabled={!body.trim() || busy || tooLong} className="max-sm:size-11 max-sm:px-0">
        <SendIcon aria-hidden /> <span className="max-sm:sr-only">{t.send}</span>
      </Button>
      {body.length >= SHOW_COUNT_FROM && (
        <p
          id={countId}
          className={`basis-full text-xs ${tooLong ? "text-destructive" : "text-muted-foreground"}`}
          aria-live="polite"
        >
          {tooLong ? t.replyTooLong(MAX_REPLY_CHARS) : t.replyLength(body.trim().length, MAX_REPLY_CHARS)}
        </p>
      )}
    </form>
  );
}
