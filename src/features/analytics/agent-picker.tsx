import { useId } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { ChoiceSelect } from "../../components/ui/choice-select.tsx";
import { Label } from "../../components/ui/label.tsx";

const t = nl.analytics.agent;

export type AgentChoice = { id: string; name: string; archived_at?: number | null };

/** 'Alle agents' or one of the organisation's agents (an archived one marked as removed). */
export function AgentPicker(props: { agents: readonly AgentChoice[]; value: string; onChange: (id: string) => void }) {
  const id = useId();
  const names = new Map(props.agents.map((a) => [a.id, a.archived_at ? t.archived(a.name) : a.name]));
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{t.label}</Label>
      <ChoiceSelect
        id={id}
        className="w-52"
        value={props.value}
        values={props.agents.map((a) => a.id)}
        label={(v) => names.get(v) ?? v}
        empty={t.all}
        onChange={props.onChange}
      />
    </div>
  );
}
