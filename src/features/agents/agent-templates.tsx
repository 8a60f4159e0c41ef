import type { AgentCapability } from "../../../common/agents/agent-kinds.ts";
import { nl } from "../../../common/i18n/nl.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { AgentIcon } from "./agent-icon.tsx";

const t = nl.agents;
type AgentTypeRow = {
  id: string;
  label: string;
  description: string;
  icon: string;
  capabilities: readonly AgentCapability[];
};

/** 'Sjablonen': the agent types as starting points; choosing one opens the create dialog with it chosen. */
export function AgentTemplates(props: {
  types: readonly AgentTypeRow[];
  canCreate: boolean;
  onUse: (typeId: string) => void;
}) {
  return (
    <section aria-labelledby="agent-templates" className="space-y-3">
      <div>
        <h2 id="agent-templates" className="text-lg font-semibold">
          {t.templates}
        </h2>
        <p className="text-sm text-muted-foreground">{t.templatesDescription}</p>
      </div>
      <div className="grid gap-4 grid-cols-[repeat(auto-fill,minmax(min(100%,17rem),1fr))]">
        {props.types.map((type) => (
          <Card key={type.id} className="flex flex-col gap-3 p-5" data-testid="agent-template">
            <div className="flex items-center gap-3">
              <AgentIcon name={type.icon} />
              <h3 className="min-w-0 font-semibold [overflow-wrap:anywhere]">{type.label}</h3>
            </div>
            <p className="text-sm text-muted-foreground">{type.description}</p>
            <ul className="flex flex-wrap gap-1" aria-label={t.capabilitiesTitle}>
              {type.capabilities.map((c) => (
                <li key={c}>
                  <Badge variant="outline" className="font-normal">
                    {t.capability[c]}
                  </Badge>
                </li>
              ))}
            </ul>
            {props.canCreate && (
              <Button
                variant="outline"
                size="sm"
                className="mt-auto h-auto min-h-8 max-w-full self-start py-1.5 text-left whitespace-normal"
                onClick={() => props.onUse(type.id)}
              >
                {t.templateAction(type.label)}
              </Button>
            )}
          </Card>
        ))}
      </div>
    </section>
  );
}
