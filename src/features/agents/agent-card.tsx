import { CheckCircle2Icon, MoreVerticalIcon, PencilIcon, PowerIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu.tsx";
import { cn } from "../../lib/cn.ts";
import { AgentIcon } from "./agent-icon.tsx";
import { type AgentRow, capabilitiesOf } from "./use-agents.ts";

const t = nl.agents;

/** One agent: its type, what it can do, whether it answers on WhatsApp; admins get its menu. */
export function AgentCard(props: {
  agent: AgentRow;
  isActive: boolean;
  isCurrent: boolean;
  canEdit: boolean;
  onEdit: () => void;
  onSetActive: (active: boolean) => void;
  onDelete: () => void;
}) {
  const { agent, isActive } = props;
  const [confirming, setConfirming] = useState(false);
  const capabilities = capabilitiesOf(agent);
  return (
    <Card
      className={cn("flex flex-col gap-3 p-5", props.isCurrent && "ring-2 ring-primary/40")}
      aria-current={props.isCurrent ? "true" : undefined}
      data-testid="agent-card"
    >
      <div className="flex items-start gap-3">
        <AgentIcon name={agent.icon} />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold">{agent.name}</h3>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {agent.type?.label}
            {isActive && (
              <Badge className="gap-1">
                <CheckCircle2Icon className="size-3" aria-hidden /> {t.active}
              </Badge>
            )}
          </p>
        </div>
        {props.canEdit && (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon" aria-label={t.menu(agent.name)}>
                <MoreVerticalIcon />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={props.onEdit}>
                <PencilIcon aria-hidden /> {t.edit}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => props.onSetActive(!isActive)}>
                <PowerIcon aria-hidden /> {isActive ? t.stopActive : t.makeActive}
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem className="text-destructive" onSelect={() => setConfirming(true)}>
                <Trash2Icon aria-hidden /> {t.delete}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        )}
      </div>
      <p className="text-sm text-muted-foreground">{agent.type?.description}</p>
      <ul className="flex flex-wrap gap-1" aria-label={t.capabilitiesTitle}>
        {capabilities.map((c) => (
          <li key={c}>
            <Badge variant="secondary" className="font-normal">
              {t.capability[c]}
            </Badge>
          </li>
        ))}
      </ul>
      {props.canEdit && (
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <Button variant="outline" size="sm" onClick={props.onEdit}>
            <PencilIcon aria-hidden /> {t.edit}
          </Button>
          {!isActive && (
            <Button variant="secondary" size="sm" onClick={() => props.onSetActive(true)}>
              <PowerIcon aria-hidden /> {t.makeActive}
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.deleteConfirmTitle(agent.name)}
        description={t.deleteConfirm}
        confirmLabel={t.delete}
        onConfirm={props.onDelete}
      />
    </Card>
  );
}
