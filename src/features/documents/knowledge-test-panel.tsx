import { SearchIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import type { AnswerExplanation } from "../../../zero-schema.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { api, call } from "../../lib/api-client.ts";
import { AnswerExplanationView, percent } from "../knowledge/answer-explanation.tsx";

/** `needed`: the score at which the assistant would send it (absent from older servers). */
type Hit = { id: string; score: number; needed?: number; title: string; text: string; source: string };
/** What the assistant would reply; older servers send hits only, so every field may be missing. */
type Reply = { body?: string; handover?: boolean; explanation?: AnswerExplanation | null };
type Results = { faqs: Hit[]; passages: Hit[]; query?: string; reply?: Reply | null };

// A candidate that rounds to 0% shares a word by chance: listing it only hides the real ones.
const worthShowing = (h: Hit) => percent(h.score) !== 0;

function HitList({ label, hits }: { label: string; hits: Hit[] }) {
  if (hits.length === 0) return null;
  return (
    <section>
      <h3 className="mb-2 text-sm font-semibold">{label}</h3>
      <ol className="space-y-2">
        {hits.map((h) => (
          <li key={h.id} className="rounded-md border p-3" data-testid="knowledge-hit">
            <div className="mb-1 flex items-center gap-2">
              {percent(h.score) !== null && (
                <Badge variant={h.score >= (h.needed ?? 1) ? "default" : "secondary"}>{percent(h.score)}%</Badge>
              )}
              <span className="truncate text-sm font-medium">{h.title || h.source}</span>
              {/* An FAQ's source is its own question, already the title. */}
              {h.title && h.source !== h.title && (
                <span className="ml-auto truncate text-xs text-muted-foreground">{h.source}</span>
              )}
            </div>
            <p className="line-clamp-3 text-sm whitespace-pre-line text-muted-foreground">{h.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function ReplyPreview({ reply }: { reply: Reply }) {
  return (
    <section className="space-y-2 rounded-md border bg-muted/40 p-3" data-testid="knowledge-reply">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-semibold">{nl.knowledge.reply}</h3>
        {reply.handover && <Badge variant="orange">{nl.knowledge.replyHandover}</Badge>}
      </div>
      {reply.body && <p className="text-sm whitespace-pre-line">{reply.body}</p>}
      {reply.explanation && <AnswerExplanationView explanation={reply.explanation} />}
    </section>
  );
}

/** "Test de kennisbank": the same retrieval the assistant answers from, and the reply it would give. */
export function KnowledgeTestPanel({ organizationId }: { organizationId: string | null }) {
  const id = useId();
  const [question, setQuestion] = useState("");
  const [results, setResults] = useState<Results | null>(null);
  const [busy, setBusy] = useState(false);

  const search = async (e: FormEvent) => {
    e.preventDefault();
    if (!question.trim()) {
      toast.error(nl.knowledge.questionRequired);
      return;
    }
    if (!organizationId) return;
    setBusy(true);
    try {
      // A failure's message is the server's reason (empty when none came back).
      setResults(await call(api.knowledge(organizationId).search.$post({ json: { question } }), ""));
    } catch (err) {
      toast.error(nl.knowledge.failed, { description: err instanceof Error ? err.message : undefined });
    } finally {
      setBusy(false);
    }
  };

  const shown = results && {
    faqs: results.faqs.filter(worthShowing),
    passages: results.passages.filter(worthShowing),
  };
  // The results appear below the field, where focus stays: a screen reader hears this instead.
  const outcome = results?.reply ? (results.reply.handover ? "handover" : "answer") : null;
  const summary = shown ? nl.knowledge.resultSummary(outcome, shown.faqs.length, shown.passages.length) : "";
  return (
    <Card>
      <CardHeader>
        <CardTitle>{nl.knowledge.title}</CardTitle>
        <CardDescription>{nl.knowledge.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form onSubmit={search} className="flex gap-2" noValidate>
          <Label htmlFor={id} className="sr-only">
            {nl.knowledge.title}
          </Label>
          <Input
            id={id}
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
            placeholder={nl.knowledge.placeholder}
          />
          <Button type="submit" unavailable={busy}>
            <SearchIcon aria-hidden /> {nl.knowledge.search}
          </Button>
        </form>
        <p role="status" className="sr-only" data-testid="knowledge-summary">
          {busy ? "" : summary}
        </p>
        {results?.reply && <ReplyPreview reply={results.reply} />}
        {shown &&
          (shown.faqs.length + shown.passages.length === 0 ? (
            <p className="text-sm text-muted-foreground">{nl.knowledge.nothing}</p>
          ) : (
            <div className="space-y-4">
              <HitList label={nl.knowledge.faqs} hits={shown.faqs} />
              <HitList label={nl.knowledge.passages} hits={shown.passages} />
            </div>
          ))}
      </CardContent>
    </Card>
  );
}
