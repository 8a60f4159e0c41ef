import { useQuery } from "@rocicorp/zero/react";
import { useNavigate } from "@tanstack/react-router";
import { ArrowLeftIcon, FlaskConicalIcon, InboxIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import type { InboxFilter } from "../../../common/inbox/inbox-filters.ts";
import { queries } from "../../../common/zero/queries.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { cn } from "../../lib/cn.ts";
import { AnalyticsView } from "../analytics/analytics-page.tsx";
import type { PeriodSearch } from "../analytics/period-search.ts";
import { useCurrentOrganization } from "../organizations/current-organization.tsx";
import { PageHeader } from "../shell/page-header.tsx";
import { ConversationList } from "./conversation-list.tsx";
import { ConversationThread } from "./conversation-thread.tsx";
import { InboxAnnouncer } from "./inbox-announcer.tsx";
import {
  INBOX_CONTAINER,
  SHORT_CARD,
  SPLIT_BORDER,
  SPLIT_GRID,
  SPLIT_HIDE,
  SPLIT_REM,
  SPLIT_SHOW,
} from "./inbox-layout.ts";
import { SimulatorDialog } from "./simulator-dialog.tsx";
import { useConversationSearch } from "./use-conversation-search.ts";
import { useHandoverAnnouncements } from "./use-inbox-announcements.ts";
import { useInboxList } from "./use-inbox-list.ts";

const t = nl.inbox;

export function InboxPage({ conversationId }: { conversationId: string | undefined }) {
  const { organization } = useCurrentOrganization();
  return (
    <InboxAnnouncer>
      <HandoverAnnouncements organizationId={organization?.id ?? ""} openId={conversationId} />
      <Inbox conversationId={conversationId} />
    </InboxAnnouncer>
  );
}

function Inbox({ conversationId }: { conversationId: string | undefined }) {
  const { organization } = useCurrentOrganization();
  const organizationId = organization?.id ?? "";
  const [filter, setFilter] = useState<InboxFilter>("all");
  const [typed, setTyped] = useState("");
  const search = useConversationSearch(organizationId, typed, filter);
  const list = useInboxList(organizationId, filter, search, typed);
  const { rows: conversations, result } = list;
  // The open conversation by its own query: it may be far down the list, or outside a filter.
  const [opened, openedResult] = useQuery(
    queries.conversations.byId({ organizationId, conversationId: conversationId ?? "" }),
    { enabled: !!organizationId && !!conversationId },
  );
  // The simulator finds its own (test) conversation among these.
  const navigate = useNavigate();
  const [tab, setTab] = useState("conversations");
  const [simulator, setSimulator] = useState(false);
  // The analytics tab's period: kept while the tabs switch; the inbox's URL is the conversation's.
  const [period, setPeriod] = useState<PeriodSearch>({});
  const [testConversations] = useQuery(queries.conversations.page({ organizationId, filter: "test", limit: 100 }), {
    enabled: simulator,
  });
  // Chosen on a narrow screen, the list goes and the thread takes its place: its heading gets the
  // focus (else it fell to the page, and the first Tab skipped the way back and "Neem over").
  const [focusThread, setFocusThread] = useState<string>();
  const split = useRef<HTMLDivElement>(null);
  const select = (id: string) => {
    const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    const narrow = (split.current?.clientWidth ?? 0) < SPLIT_REM * rem;
    setFocusThread(narrow ? id : undefined);
    void navigate({ to: "/dashboard/inbox", search: { conversation: id } });
  };
  // Back on a phone: focus returns to the row that was open, not to the page's start.
  const [returnTo, setReturnTo] = useState<{ id: string }>();
  const back = () => {
    if (conversationId) setReturnTo({ id: conversationId });
    void navigate({ to: "/dashboard/inbox", search: {} });
  };
  // A deep link (a notification, the analytics table) opens the conversation itself.
  useEffect(() => {
    if (conversationId) setTab("conversations");
  }, [conversationId]);
  const loadError = result.type === "error" ? result.error.message : null;
  useEffect(() => {
    if (loadError) toast.error(t.loadConversationsFailed, { description: loadError });
  }, [loadError]);
  const selected = conversationId ? opened[0] : undefined;
  // Zero has answered for the linked conversation and there is none (deleted, another organisation's, mistyped).
  const missing = !!conversationId && !selected && openedResult.type === "complete";
  const nothingYet = conversations.length === 0 && result.type !== "complete" && !list.searching;
  // No counts row yet: the organisation never had a conversation.
  const noConversations =
    result.type === "complete" &&
    conversations.length === 0 &&
    (list.counts?.total ?? 0) === 0 &&
    filter === "all" &&
    search.kind === "idle" &&
    !conversationId;

  return (
    <div className="mx-auto flex h-full max-w-6xl flex-col">
      <PageHeader
        title={nl.pages.inbox}
        actions={
          <Button variant="outline" onClick={() => setSimulator(true)} disabled={!organizationId}>
            <FlaskConicalIcon aria-hidden /> {nl.simulator.open}
          </Button>
        }
      />
      <Tabs value={tab} onValueChange={setTab} className="flex min-h-0 flex-1 flex-col">
        <TabsList>
          <TabsTrigger value="conversations">{t.tabs.conversations}</TabsTrigger>
          <TabsTrigger value="analytics">{t.tabs.analytics}</TabsTrigger>
        </TabsList>
        <TabsContent value="conversations" className="min-h-0 flex-1">
          {nothingYet ? (
            <div className="flex justify-center py-12">
              <Spinner />
            </div>
          ) : noConversations ? (
            <Card className="flex flex-col items-center gap-3 p-10 text-center text-muted-foreground">
              <InboxIcon className="size-8" aria-hidden />
              {t.empty}
            </Card>
          ) : (
            // Side by side on a wide card (inbox-layout.ts); narrower, list or thread (the one open),
            // with a way back. A conversation open on a short narrow screen (200% zoom, a phone on
            // its side): the card's minimum height was taller than the window, so page and thread
            // both scrolled and few messages showed; the page scrolls alone instead (SHORT_CARD,
            // and the thread's own list in conversation-thread.tsx). The height follows the
            // visible viewport (dvh): a phone's address bar no longer hides the reply box.
            <div ref={split} className={INBOX_CONTAINER}>
              <Card
                data-testid="inbox-card"
                className={cn(
                  "grid h-[calc(100dvh-14rem)] min-h-[28rem] grid-cols-1 overflow-hidden",
                  SPLIT_GRID,
                  conversationId && SHORT_CARD,
                )}
              >
                <div className={cn("min-h-0 flex-col", SPLIT_SHOW, SPLIT_BORDER, conversationId ? "hidden" : "flex")}>
                  <ConversationList
                    organizationId={organizationId}
                    rows={conversations}
                    count={list.count}
                    complete={result.type === "complete"}
                    want={list.want}
                    selectedId={conversationId}
                    returnFocusTo={returnTo}
                    onSelect={select}
                    query={typed}
                    onQuery={setTyped}
                    search={search}
                    filter={filter}
                    onFilter={setFilter}
                    counts={list.counts}
                  />
                </div>
                <div className={cn("min-h-0 min-w-0 flex-col", SPLIT_SHOW, conversationId ? "flex" : "hidden")}>
                  {conversationId && (
                    <div className={cn("border-b px-2 py-1.5", SPLIT_HIDE)}>
                      <Button variant="ghost" size="sm" onClick={back}>
                        <ArrowLeftIcon aria-hidden /> {t.backToList}
                      </Button>
                    </div>
                  )}
                  {selected ? (
                    <ConversationThread
                      key={selected.id}
                      conversation={selected}
                      focusHeading={focusThread === selected.id}
                    />
                  ) : missing ? (
                    <p className="m-auto max-w-sm p-6 text-center text-sm text-muted-foreground" role="status">
                      {t.notFound}
                    </p>
                  ) : conversationId ? (
                    <div className="m-auto p-6">
                      <Spinner />
                    </div>
                  ) : (
                    <p className="m-auto p-6 text-sm text-muted-foreground">{t.pick}</p>
                  )}
                </div>
              </Card>
            </div>
          )}
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsView onOpen={() => setTab("conversations")} period={period} onPeriod={setPeriod} />
        </TabsContent>
      </Tabs>
      {organizationId && (
        <SimulatorDialog
          open={simulator}
          onOpenChange={setSimulator}
          organizationId={organizationId}
          conversations={testConversations}
        />
      )}
    </div>
  );
}

/** Says when another conversation starts waiting for HR (inside the announcer, which it speaks through). */
function HandoverAnnouncements(props: { organizationId: string; openId: string | undefined }) {
  useHandoverAnnouncements(props.organizationId, props.openId);
  return null;
}
