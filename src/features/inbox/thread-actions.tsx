import { useZero } from "@rocicorp/zero/react";
import { BotIcon, UserRoundIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { conversationState } from "../../../common/inbox/conversation-state.ts";
import { windowOpen } from "../../../common/inbox/reply-window.ts";
import { mutators } from "../../../common/zero/mutators.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { useMutate } from "../../zero/use-mutate.ts";
import type { ThreadConversation } from "./inbox-types.ts";
import { colleagueOf, takerLabel } from "./taker.ts";

const t = nl.inbox;
// Conversations this tab is handing back itself: no "a colleague handed it back" for those.
const handingBack = new Set<string>();

/**
 * Who has the conversation, and 'Neem over' / 'Geef terug aan assistent'. Acting in a
 * colleague's conversation asks first, naming them (the server checks the same); the
 * colleague whose conversation is handed back is told on their screen.
 */
export function ThreadActions({
  conversation,
  lastDirection,
  onDone,
}: {
  conversation: ThreadConversation;
  /** Who wrote the thread's newest message: the employee's, unanswered, is answered on hand-back. */
  lastDirection: string | undefined;
  /** Where the focus goes next, the button pressed being replaced by another. */
  onDone: (next: "composer" | "takeOver") => void;
}) {
  const mutate = useMutate();
  const me = useZero().userID;
  const colleague = colleagueOf(conversation, me);
  useHandedBackNotice(conversation, me);
  const takeOver = async () => {
    const res = await mutate(mutators.conversation.takeOver({ id: conversation.id, colleague: colleague?.id }));
    if (res.ok) {
      onDone("composer");
      toast.success(t.takenOver);
    } else toast.error(nl.common.error, { description: res.message });
  };
  const handBack = async () => {
    // The employee's last message came after anything sent to them: the server has the
    // assistant answer it, unless WhatsApp's 24-hour window has closed; the toast says which.
    const waiting = conversation.handled_by === "human" && lastDirection === "inbound";
    const at = Date.now();
    handingBack.add(conversation.id);
    const res = await mutate(
      mutators.conversation.handBack({ id: conversation.id, now: at, colleague: colleague?.id }),
    );
    if (res.ok) onDone("takeOver");
    if (!res.ok) {
      handingBack.delete(conversation.id);
      toast.error(nl.common.error, { description: res.message });
    } else if (!waiting) toast.success(t.handedBack);
    else if (windowOpen(conversation, at)) toast.success(t.handedBackAnswering);
    else toast.warning(t.handedBackWindowClosed);
  };
  const takeOverButton = (
    <Button variant="outline" size="sm" data-action="take-over" onClick={colleague ? undefined : () => void takeOver()}>
      <UserRoundIcon aria-hidden /> {t.takeOver}
    </Button>
  );
  const takeOverControl = colleague ? (
    <ConfirmDialog
      trigger={takeOverButton}
      title={t.takeOverFromTitle}
      description={t.takeOverFrom(colleague.name)}
      confirmLabel={t.takeOverFromConfirm}
      onConfirm={() => void takeOver()}
    />
  ) : (
    takeOverButton
  );
  const handBackButton = (
    <Button variant="outline" size="sm" data-action="hand-back" onClick={colleague ? undefined : () => void handBack()}>
      <BotIcon aria-hidden /> {t.handBack}
    </Button>
  );
  // Any member may hand back (a colleague on leave must not block the conversation), once confirmed.
  const handBackControl = colleague ? (
    <ConfirmDialog
      trigger={handBackButton}
      title={t.handBackFromTitle}
      description={t.handBackFrom(colleague.name)}
      confirmLabel={t.handBackFromConfirm}
      onConfirm={() => void handBack()}
    />
  ) : (
    handBackButton
  );

  if (conversation.handled_by === "human")
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary" data-testid="thread-taker">
          <UserRoundIcon className="mr-1 size-3" aria-hidden /> {takerLabel(conversation, me) ?? t.handledByHuman}
        </Badge>
        {colleague && takeOverControl}
        {handBackControl}
      </div>
    );
  return (
    <div className="flex flex-wrap items-center gap-2">
      {conversationState(conversation) === "awaitingHr" ? (
        <Badge variant="orange" data-testid="awaiting-hr">
          <UserRoundIcon className="mr-1 size-3" aria-hidden /> {t.awaitingHr}
        </Badge>
      ) : (
        <Badge variant="outline">
          <BotIcon className="mr-1 size-3" aria-hidden /> {t.handledByAssistant}
        </Badge>
      )}
      {takeOverControl}
    </div>
  );
}

/**
 * The viewer had the conversation and it went back to the assistant without them pressing
 * the button here: a colleague handed it back. Said in a toast, so a reply being typed is
 * not sent into a conversation the assistant answers again unnoticed.
 */
function useHandedBackNotice(conversation: ThreadConversation, me: string | undefined) {
  const wasMine = useRef(conversation.taken_over_by === me && conversation.handled_by === "human");
  useEffect(() => {
    const mine = conversation.taken_over_by === me && conversation.handled_by === "human";
    if (wasMine.current && !mine && conversation.handled_by === "assistant" && !handingBack.has(conversation.id))
      toast.info(t.handedBackByColleague);
    wasMine.current = mine;
    handingBack.delete(conversation.id);
  }, [conversation.id, conversation.taken_over_by, conversation.handled_by, me]);
}
