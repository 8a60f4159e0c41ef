import { ChevronDownIcon } from "lucide-react";
import { Collapsible } from "radix-ui";
import type { ReactNode } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { chosenBy } from "../../../common/inbox/answer-explanation.ts";
import type { AnswerExplanation, MessageSource } from "../../../zero-schema.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { cn } from "../../lib/cn.ts";

const t = nl.explanation;
type Part = AnswerExplanation["parts"][number];
type Candidate = MessageSource & { confidence: number };

/**
 * A confidence as a whole percent, rounded down so that one just short of its threshold
 * never reads as reaching it (72.9% against 73%); null when the server sent none (JSON has
 * no NaN).
 */
export const percent = (value: number | null | undefined) =>
  typeof value === "number" && Number.isFinite(value) ? Math.floor(value * 100 + 1e-9) : null;

/** Who chose an answer (see chosenBy), as shown in place of its confidence; null when the scorer chose. */
export function pickedBy(part: Pick<Part, "reason">): string | null {
  const who = chosenBy(part);
  return who && (who === "employee" ? t.pickedByEmployee : t.pickedByModel);
}

/** An FAQ by its question, a passage by its document's name and its section, so staff can find it. */
function candidateName(c: Candidate) {
  if (c.kind === "faq") return `${t.kind.faq}: ${c.title}`;
  const section = c.title && c.title !== c.source ? ` — ${c.title}` : "";
  return `${t.kind.passage}: ${c.source || c.title}${section}`;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[9rem_1fr]">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="flex flex-wrap items-center gap-1">{children}</dd>
    </div>
  );
}

function Words({ words, variant }: { words: readonly string[]; variant: "secondary" | "outline" }) {
  // A word the question repeats is shown once.
  return [...new Set(words)].map((w) => (
    <Badge key={w} variant={variant} className="font-normal">
      {w}
    </Badge>
  ));
}

const arrows = (pairs: readonly { from: string; to: string }[]) => pairs.map((p) => `${p.from} → ${p.to}`).join(", ");

function PartView({ part, label }: { part: Part; label: string | null }) {
  const offered = part.offered ?? [];
  const handover = part.outcome === "handover" && offered.length === 0;
  const matched = part.matched ?? [];
  const missing = part.missing ?? [];
  const synonyms = part.synonyms ?? [];
  const corrections = part.corrections ?? [];
  const confidence = percent(part.confidence);
  const runnerUp = part.runnerUp && percent(part.runnerUp.confidence);
  const needed = percent(part.needed);
  return (
    <section className="space-y-2 rounded-md border bg-background/60 p-2" data-testid="explanation-part">
      <header className="flex flex-wrap items-center gap-2">
        {label && <span className="font-medium">{label}</span>}
        <q className="italic">{part.question}</q>
        <Badge
          variant={handover ? "orange" : "secondary"}
          className={cn(
            part.outcome === "answer" && "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100",
          )}
        >
          {offered.length ? t.offeredOutcome : (t.outcome[part.outcome] ?? part.outcome)}
        </Badge>
        {pickedBy(part) ? (
          <span className="text-muted-foreground">{pickedBy(part)}</span>
        ) : (
          confidence !== null && (
            <span className="text-muted-foreground">
              {needed === null ? t.confidence(confidence) : t.confidenceShort(confidence, needed)}
            </span>
          )
        )}
        {part.worded && (
          <Badge variant="outline" className="font-normal">
            {t.worded}
          </Badge>
        )}
      </header>
      <dl className="space-y-1.5">
        <Row label={t.chosen}>{part.chosen ? candidateName(part.chosen) : t.chosenNone}</Row>
        {matched.length > 0 && (
          <Row label={t.matched}>
            <Words words={matched} variant="secondary" />
          </Row>
        )}
        {missing.length > 0 && (
          <Row label={t.missing}>
            <Words words={missing} variant="outline" />
          </Row>
        )}
        {synonyms.length > 0 && <Row label={t.synonyms}>{arrows(synonyms)}</Row>}
        {corrections.length > 0 && <Row label={t.corrections}>{arrows(corrections)}</Row>}
        {part.runnerUp && (
          <Row label={part.chosen ? t.runnerUp : t.closest}>
            {candidateName(part.runnerUp)}
            {runnerUp !== null && ` (${t.share(runnerUp)})`}
          </Row>
        )}
        {offered.length > 0 && (
          <Row label={t.offered}>
            <ol className="list-inside list-decimal">
              {offered.map((o) => (
                <li key={o.id}>{o.label}</li>
              ))}
            </ol>
          </Row>
        )}
        {part.reason && <Row label={t.reason}>{part.reason}</Row>}
        {part.worded && (
          <Row label={t.worded}>
            <span className="text-muted-foreground">{t.wordedFrom}</span>
            <blockquote className="w-full whitespace-pre-line border-l-2 pl-2 italic" data-testid="worded-source">
              {part.worded.source}
            </blockquote>
          </Row>
        )}
      </dl>
    </section>
  );
}

/** Why the assistant answered (or handed over) as it did, per question in the message. */
export function AnswerExplanationView({
  explanation,
  className,
}: {
  explanation: AnswerExplanation;
  className?: string;
}) {
  const parts = explanation.parts ?? [];
  if (parts.length === 0)
    return (
      <p className="text-xs text-muted-foreground" data-testid="answer-explanation">
        {explanation.note ?? t.empty}
      </p>
    );
  return (
    <div className={cn("space-y-2 text-xs", className)} data-testid="answer-explanation">
      {/* A note beside the parts says what else the assistant did: a sick report passed on, an own-work lookup. */}
      {explanation.note && <p className="text-muted-foreground">{explanation.note}</p>}
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: parts are a fixed record, in the message's order.
        <PartView key={i} part={part} label={parts.length > 1 ? t.part(i + 1) : null} />
      ))}
    </div>
  );
}

/** 'Waarom dit antwoord?': the explanation, folded away until asked for. */
export function AnswerExplanationToggle({ explanation }: { explanation: AnswerExplanation }) {
  return (
    <Collapsible.Root className="mt-1">
      <Collapsible.Trigger className="tap-target group inline-flex items-center gap-1 rounded-sm text-xs font-medium text-primary-text hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        <ChevronDownIcon className="size-3.5 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
        {nl.inbox.whyThisAnswer}
      </Collapsible.Trigger>
      <Collapsible.Content className="mt-2">
        <AnswerExplanationView explanation={explanation} />
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
