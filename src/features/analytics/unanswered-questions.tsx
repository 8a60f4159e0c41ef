import { useQuery } from "@rocicorp/zero/react";
import { nl } from "../../../common/i18n/nl.ts";
import { formatLongDate } from "../../../common/time/format-long-date.ts";
import { isKnownPhrasing } from "../../../common/zero/phrasings.ts";
import { queries } from "../../../common/zero/queries.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { HandoverFaqActions } from "../inbox/handover-faq-actions.tsx";
import type { UnansweredGroup } from "./use-analytics-details.ts";

const t = nl.analytics.unanswered;

/**
 * The questions the assistant handed over in the period, alike ones grouped, most frequent
 * first; each can become an FAQ or a phrasing of one through the inbox's own dialogs.
 */
export function UnansweredQuestions(props: {
  organizationId: string;
  /** Only those who may edit FAQs (admins) are offered the FAQ buttons. */
  canEditFaqs: boolean;
  groups: readonly UnansweredGroup[] | null;
  failed: boolean;
}) {
  const { groups } = props;
  // A question an FAQ already carries (as its question or a phrasing) says so.
  const [faqs] = useQuery(queries.faqs.ofOrganization({ organizationId: props.organizationId }));
  return (
    <Card className="p-4" data-testid="unanswered-questions">
      <h2 className="font-semibold">{t.title}</h2>
      <p className="text-sm text-muted-foreground">{t.description}</p>
      {props.failed ? (
        <p className="mt-3 text-sm text-destructive">{t.loadFailed}</p>
      ) : groups === null ? (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      ) : groups.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{t.empty}</p>
      ) : (
        <ol className="mt-3 divide-y">
          {groups.map((g) => {
            const covering = faqs.find((f) => isKnownPhrasing(f, g.question));
            return (
              <li key={`${g.conversationId}:${g.question}`} className="py-3" data-testid="unanswered-group">
                <div className="flex flex-wrap items-baseline gap-2">
                  <Badge variant="secondary" className="tabular-nums">
                    {t.times(g.count)}
                  </Badge>
                  {/* A long message (a whole story) is cut to three lines here; the inbox has it whole. */}
                  <p className="line-clamp-3 min-w-0 basis-full font-medium sm:basis-auto" title={g.question}>
                    {g.question}
                  </p>
                  <time className="text-xs text-muted-foreground" dateTime={g.lastAskedAt}>
                    {formatLongDate(g.lastAskedAt)}
                  </time>
                </div>
                {covering && (
                  <p className="mt-1 text-sm text-green-700 dark:text-green-400" data-testid="in-faq">
                    {t.inFaq(covering.question)}
                  </p>
                )}
                {g.variants.length > 0 && (
                  <p className="mt-1 text-sm text-muted-foreground">
                    {t.alsoAsked} {g.variants.map((v) => `“${v}”`).join(", ")}
                  </p>
                )}
                {/* Once an FAQ holds the question, as in the inbox, there is nothing left to add. */}
                {props.canEditFaqs && !covering && (
                  <HandoverFaqActions
                    organizationId={props.organizationId}
                    handover={{ question: g.question, faqId: g.faqId, staffAnswer: g.staffAnswer }}
                    labels={{ add: t.addToFaq, create: t.makeFaq, note: t.title }}
                  />
                )}
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
