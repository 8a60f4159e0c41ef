import { useQuery, useZero } from "@rocicorp/zero/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { groupedNumber } from "../../../common/inbox/grouped-number.ts";
import { THREAD_MAX_ROWS, THREAD_PAGE } from "../../../common/inbox/inbox-filters.ts";
import { whatsappNameOf, whoIs } from "../../../common/inbox/who.ts";
import { isKnownPhrasing } from "../../../common/zero/phrasings.ts";
import { queries } from "../../../common/zero/queries.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { cn } from "../../lib/cn.ts";
import { type AnsweredHandover, answeredHandovers } from "../knowledge/handover-questions.ts";
import { useCurrentOrganization } from "../organizations/current-organization.tsx";
import { anchorHandovers } from "./handover-anchors.ts";
import { HandoverFaqActions } from "./handover-faq-actions.tsx";
import { MaskedHealthBubble, useHealthViewed, useThreadItems } from "./health-masks.tsx";
import { SHORT_LIST } from "./inbox-layout.ts";
import type { ThreadConversation } from "./inbox-types.ts";
import { MessageBubble } from "./message-bubble.tsx";
import { NumberDataActions } from "./number-data-actions.tsx";
import { ReplyComposer } from "./reply-composer.tsx";
import { spokenWho } from "./spoken-who.ts";
import { colleagueOf } from "./taker.ts";
import { ThreadActions } from "./thread-actions.tsx";
import { useThreadAnnouncements } from "./use-inbox-announcements.ts";
import { useThreadScroll } from "./use-thread-scroll.ts";

const t = nl.inbox;

export function ConversationThread({
  conversation,
  staffControls = true,
  focusHeading = false,
}: {
  conversation: ThreadConversation;
  staffControls?: boolean;
  /** Opened on a narrow screen, where the list it was chosen in is gone: the focus starts at its heading. */
  focusHeading?: boolean;
}) {
  // The newest messages, a page more on request: a conversation of years opens as fast as a new one.
  const [limit, setLimit] = useState(THREAD_PAGE);
  // One more than shown: a thread of exactly 100 or 200 messages then knows it is whole,
  // where "as many as asked for" kept offering earlier messages that did not exist.
  const [newestFirst, result] = useQuery(
    queries.messages.ofConversation({
      organizationId: conversation.organization_id,
      conversationId: conversation.id,
      limit: Math.min(limit + 1, THREAD_MAX_ROWS),
    }),
  );
  const messages = useMemo(() => newestFirst.slice(0, limit).reverse(), [newestFirst, limit]);
  const earlier = newestFirst.length > limit && limit < THREAD_MAX_ROWS;
  // Sick reports the caller may not read stand masked in their places; one they may read is logged.
  const items = useThreadItems(conversation, messages, limit, earlier);
  useHealthViewed(conversation, messages);
  // Not the list itself (refilled on every open): what arrives while it is open is said, briefly.
  useThreadAnnouncements(conversation, messages, staffControls);
  const { isAdmin } = useCurrentOrganization();
  // Admins keep FAQs: a handed-over question staff answered can become one in a click,
  // offered under the message that asked it.
  const handovers = useMemo(
    () =>
      isAdmin && staffControls
        ? anchorHandovers(messages, answeredHandovers(messages))
        : new Map<string, AnsweredHandover>(),
    [isAdmin, staffControls, messages],
  );
  // The FAQs (synced, live) say which of those questions one of them already holds.
  const [faqs] = useQuery(queries.faqs.ofOrganization({ organizationId: conversation.organization_id }), {
    enabled: handovers.size > 0,
  });
  const inFaq = (question: string) => faqs.find((f) => isKnownPhrasing(f, question))?.question ?? null;
  // A quoted message ("reply to" on WhatsApp) is shown above the message that quotes it.
  const bySid = useMemo(
    () => new Map(messages.flatMap((m) => (m.message_sid ? [[m.message_sid, m]] : []))),
    [messages],
  );
  const name = whoIs(conversation);
  const named = name !== groupedNumber(conversation.customer_phone);
  const whatsappName = whatsappNameOf(conversation);
  const spoken = spokenWho(conversation);
  const list = useRef<HTMLOListElement>(null);
  const section = useRef<HTMLElement>(null);
  const loadError = result.type === "error" ? result.error.message : null;
  useEffect(() => {
    if (loadError) toast.error(t.loadMessagesFailed, { description: loadError });
  }, [loadError]);
  // Opens at the newest message and follows the conversation; earlier ones loaded above keep the view still.
  const scroll = useThreadScroll({
    list,
    section,
    conversationId: conversation.id,
    loaded: result.type === "complete",
    shown: messages.length,
    newest: messages.at(-1)?.id,
    newestOutbound: messages.at(-1)?.direction === "outbound",
  });
  const loadEarlier = () => {
    scroll.keep();
    setLimit((n) => Math.min(THREAD_MAX_ROWS, n + THREAD_PAGE));
  };

  const me = useZero().userID;
  // A colleague has it: the composer is not "mine" (thread-actions.tsx asks before acting).
  const colleague = colleagueOf(conversation, me);
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on opening, not as the conversation changes.
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, []);
  // Taking over and handing back swap the button pressed for another, which dropped the focus
  // to the page: it goes on to the composer (taken over) or the new "Neem over" once synced.
  const [focusNext, setFocusNext] = useState<"composer" | "takeOver" | null>(null);
  const mine = conversation.handled_by === "human" && !colleague;
  useEffect(() => {
    if (!focusNext || !section.current) return;
    if (focusNext === "composer" ? !mine : conversation.handled_by === "human") return;
    const target =
      focusNext === "composer"
        ? (section.current.querySelector<HTMLElement>(
            "[data-composer] :is(textarea, select, button, [role=combobox]):not([disabled])",
          ) ?? section.current.querySelector<HTMLElement>("[data-action=hand-back]"))
        : section.current.querySelector<HTMLElement>("[data-action=take-over]");
    setFocusNext(null);
    target?.focus();
  });
  return (
    <section ref={section} className="flex min-h-0 flex-1 flex-col" aria-label={spoken}>
      {staffControls && (
        <header className="flex flex-wrap items-center justify-between gap-2 border-b px-4 py-3">
          <div className="min-w-0">
            <h2 ref={heading} tabIndex={-1} className="font-semibold wrap-anywhere">
              {/* Said as shown, except a WhatsApp name, which is said to be one (spoken-who.ts). */}
              {whatsappName ? (
                <>
                  <span aria-hidden>
                    {name}
                    <span className="ml-2 text-sm font-normal text-muted-foreground" title={t.whatsappName}>
                      {whatsappName}
                    </span>
                  </span>
                  <span className="sr-only">{spoken}</span>
                </>
              ) : (
                name
              )}
            </h2>
            {/* The number under the name; without a name the heading is the number already. */}
            {(named || conversation.is_test || conversation.opted_out_at) && (
              <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                {named && <span>{groupedNumber(conversation.customer_phone)}</span>}
                {conversation.is_test && <Badge variant="outline">{t.test}</Badge>}
                {conversation.opted_out_at && (
                  <Badge variant="outline" title={t.optedOutTitle}>
                    {t.optedOut}
                  </Badge>
                )}
              </p>
            )}
          </div>
          {isAdmin && staffControls && !conversation.employee_id && (
            <NumberDataActions
              organizationId={conversation.organization_id}
              conversationId={conversation.id}
              phone={conversation.customer_phone}
            />
          )}
          <ThreadActions conversation={conversation} lastDirection={messages.at(-1)?.direction} onDone={setFocusNext} />
        </header>
      )}
      {messages.length === 0 && result.type !== "complete" ? (
        <div className="flex flex-1 items-center justify-center">
          <Spinner />
        </div>
      ) : (
        <ol
          ref={list}
          className={cn(
            // Relative: the messages' screen-reader texts (absolute, sr-only) stay inside the list;
            // they lengthened the page by thousands of pixels below a long thread.
            "relative min-h-0 flex-1 space-y-3 overflow-y-auto p-4",
            // In the inbox on a short narrow screen the page scrolls, not this list (inbox-layout.ts).
            staffControls && SHORT_LIST,
          )}
        >
          {earlier && (
            <li className="flex justify-center">
              <Button variant="outline" size="sm" onClick={loadEarlier}>
                {t.loadEarlier}
              </Button>
            </li>
          )}
          {items.map((item) => {
            if (item.kind === "masked") return <MaskedHealthBubble key={item.mark.id} mark={item.mark} />;
            const { m } = item;
            const handover = handovers.get(m.id);
            return (
              <MessageBubble key={m.id} m={m} quoted={m.quoted_sid ? bySid.get(m.quoted_sid) : undefined}>
                {handover && (
                  <HandoverFaqActions
                    organizationId={conversation.organization_id}
                    handover={handover}
                    inFaq={inFaq(handover.question)}
                  />
                )}
              </MessageBubble>
            );
          })}
        </ol>
      )}
      {staffControls && (
        <div className="contents" data-composer>
          <ReplyComposer
            key={conversation.id}
            conversation={conversation}
            newestMessageId={messages.at(-1)?.id ?? null}
          />
        </div>
      )}
    </section>
  );
}
