import {
  BotIcon,
  BriefcaseIcon,
  CalendarIcon,
  HeartIcon,
  type LucideIcon,
  SparklesIcon,
  UsersIcon,
} from "lucide-react";
import type { AgentIcon as AgentIconName } from "../../../common/agents/agent-kinds.ts";

const ICONS: Record<AgentIconName, LucideIcon> = {
  bot: BotIcon,
  sparkles: SparklesIcon,
  calendar: CalendarIcon,
  users: UsersIcon,
  briefcase: BriefcaseIcon,
  heart: HeartIcon,
};

/** An agent's or type's icon in a tinted circle (an unknown name draws the robot). */
export function AgentIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name as AgentIconName] ?? BotIcon;
  return (
    <span
      className={`inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary ${className ?? ""}`}
      aria-hidden
    >
      <Icon className="size-5" />
    </span>
  );
}
