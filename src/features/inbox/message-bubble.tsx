import {
  BotIcon,
  CheckCheckIcon,
  CheckIcon,
  ClockIcon,
  ContactIcon,
  FileIcon,
  ImageIcon,
  type LucideIcon,
  MapPinIcon,
  MicIcon,
  RotateCwIcon,
  StickerIcon,
  TriangleAlertIcon,
  VideoIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { attachmentCounts } from "../../../common/whatsapp/attachment-counts.ts";
import type { AttachmentKind } from "../../../common/whatsapp/attachments.ts";
import { twilioErrorText } from "../../../common/whatsapp/twilio-error-text.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { cn } from "../../lib/cn.ts";
import { formatDateTime } from "../../lib/relative-time.ts";
import { AnswerExplanationToggle, percent, pickedBy } from "../knowledge/answer-explanation.tsx";
import type { MessageRow } from "./inbox-types.ts";
import { sourcesLine } from "./message-sources.ts";

const t = nl.inbox;

function StatusMark({ m }: { m: MessageRow }) {
  const failed = m.status === "failed" || m.status === "undelivered";
  // WhatsApp throttled it and it goes again by itself: not a failure staff must act on (yet).
  if (failed && m.resend_at) return <ResendMark m={m} at={m.resend_at} />;
  const label = t.status[m.status] ?? m.status;
  const Icon = failed
    ? TriangleAlertIcon
    : m.status === "delivered" || m.status === "read"
      ? CheckCheckIcon
      : m.status === "sent"
        ? CheckIcon
        : ClockIcon;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1",
        failed && "text-destructive",
        m.status === "read" && "text-sky-500",
      )}
      data-testid="message-status"
      data-status={m.status}
    >
      <Icon className="size-3.5" aria-hidden />
      <span className={failed ? "" : "sr-only"}>{label}</span>
      {failed && m.error_code && <span data-testid="message-error">· {twilioErrorText(m.error_code)}</span>}
    </span>
  );
}

function ResendMark({ m, at }: { m: MessageRow; at: number }) {
  return (
    <span
      className="inline-flex items-center gap-1 text-amber-700 dark:text-amber-400"
      data-testid="message-status"
      data-status="resend"
    >
      <RotateCwIcon className="size-3.5" aria-hidden />
      <span className="sr-only">{t.resendWaitingLabel}</span>
      <span data-testid="message-resend">{t.resendWaiting(m.error_code ?? "63018", formatDateTime(at))}</span>
    </span>
  );
}

const ATTACHMENT_ICONS: Record<AttachmentKind, LucideIcon> = {
  image: ImageIcon,
  sticker: StickerIcon,
  audio: MicIcon,
  video: VideoIcon,
  document: FileIcon,
  contact: ContactIcon,
  location: MapPinIcon,
};

/** What kinds of file an employee sent, each once with how many; the files themselves were never fetched. */
function Attachments({ kinds }: { kinds: readonly AttachmentKind[] }) {
  return (
    <ul className="mb-1 flex flex-wrap gap-1" title={t.attachmentNotKept} data-testid="message-attachments">
      {attachmentCounts(kinds).map(([kind, n]) => {
        const Icon = ATTACHMENT_ICONS[kind];
        return (
          <li
            key={kind}
            className="inline-flex items-center gap-1 rounded border border-border bg-background/60 px-1.5 py-0.5 text-xs"
          >
            <Icon className="size-3.5" aria-hidden />
            {t.attachment[kind]}
            {n > 1 && ` ×${n}`}
          </li>
        );
      })}
      <li className="sr-only">{t.attachmentNotKept}</li>
    </ul>
  );
}

/** One message; `quoted` is the message it replies to, `children` go under the bubble (actions on the message). */
export function MessageBubble({ m, quoted, children }: { m: MessageRow; quoted?: MessageRow; children?: ReactNode }) {
  const outbound = m.direction === "outbound";
  const sources = m.is_from_bot ? sourcesLine(m.message_body, m.sources) : null;
  // Chosen by the employee or the model: that, not the scorer's confidence, is what counts.
  const chooser = m.is_from_bot ? (m.explanation?.parts.map(pickedBy).find(Boolean) ?? null) : null;
  const author = m.is_from_bot ? t.bot : outbound ? (m.sender?.full_name ?? m.sender?.email ?? "HR") : t.employee;
  return (
    <li
      className={cn("flex", outbound ? "justify-end" : "justify-start")}
      data-testid="message"
      data-bot={m.is_from_bot}
    >
      {/* min-w-0 and wrap-anywhere: a long URL or word wraps inside the bubble instead of widening it. */}
      <div className={cn("flex min-w-0 max-w-[80%] flex-col", outbound ? "items-end" : "items-start")}>
        <div
          className={cn(
            "max-w-full min-w-0 rounded-lg px-3 py-2 text-sm wrap-anywhere shadow-sm",
            // A lighter tint in dark mode: the brand-coloured 'Waarom dit antwoord?' on it keeps 4.5:1.
            outbound ? "bg-primary/10 dark:bg-primary/15" : "bg-muted",
            m.is_from_bot && "border border-primary/30",
          )}
          data-testid="message-bubble"
        >
          <div className="mb-1 flex items-center gap-1 text-xs font-medium text-muted-foreground">
            {m.is_from_bot && <BotIcon className="size-3.5" aria-hidden />}
            {author}
            {m.is_from_bot && m.explanation?.sickReport && (
              <Badge variant="orange" className="ml-1" title={t.sickReportTitle} data-testid="sick-report">
                {t.sickReport}
              </Badge>
            )}
            {m.is_from_bot && m.explanation?.dataRequest && (
              <Badge variant="orange" className="ml-1" title={t.dataRequestTitle} data-testid="data-request">
                {t.dataRequest}
              </Badge>
            )}
            {m.is_from_bot && m.explanation?.recoveryReport && (
              <Badge variant="secondary" className="ml-1" title={t.recoveryReportTitle} data-testid="recovery-report">
                {t.recoveryReport}
              </Badge>
            )}
          </div>
          {quoted && (
            <blockquote
              className="mb-1 line-clamp-2 border-l-2 border-primary/50 pl-2 text-xs text-muted-foreground"
              data-testid="message-quote"
            >
              <span className="sr-only">{t.quoting} </span>
              {quoted.message_body}
            </blockquote>
          )}
          {m.attachments?.length ? <Attachments kinds={m.attachments} /> : null}
          {m.message_body && <p className="whitespace-pre-wrap">{m.message_body}</p>}
          {sources && (
            <p className="mt-1 text-xs text-muted-foreground" data-testid="message-sources">
              {t.sources}: {sources}
            </p>
          )}
          {m.is_from_bot && m.explanation && <AnswerExplanationToggle explanation={m.explanation} />}
          <div className="mt-1 flex items-center justify-end gap-2 text-xs text-muted-foreground">
            {chooser ? (
              <span>{chooser}</span>
            ) : (
              // A reply that looked nothing up ("Graag gedaan!") has no confidence to show.
              m.is_from_bot &&
              m.confidence != null &&
              !m.explanation?.note && <span>{t.confidence(percent(m.confidence) ?? 0)}</span>
            )}
            <time dateTime={new Date(m.created_at).toISOString()}>{formatDateTime(m.created_at)}</time>
            {outbound && <StatusMark m={m} />}
          </div>
        </div>
        {children}
      </div>
    </li>
  );
}
