import type { ColumnType, Generated } from "kysely";
import type { Timestamp } from "./column-types.ts";

// The analytics rollups (migrations/0025_analytics_rollups.ts): written by triggers only.
type BigCount = ColumnType<string, never, never>;

export interface AnalyticsSessionsTable {
  id: Generated<string>;
  organization_id: string;
  conversation_id: string | null;
  day: string;
  started_at: Timestamp;
  last_at: Timestamp;
  /** The employee's last message in it: 24 hours on, their next message starts a new gesprek (0054). */
  last_inbound_at: Timestamp;
  first_response_seconds: number | null;
  bot_replied: Generated<boolean>;
  handed_over: Generated<boolean>;
  /** The agent of the assistant's first reply in the gesprek (migrations/0036). */
  agent_id: string | null;
}

export interface AnalyticsDailyTable {
  id: string;
  organization_id: string;
  day: string;
  conversations_started: Generated<number>;
  handed_over: Generated<number>;
  bot_resolved: Generated<number>;
  messages_in: Generated<number>;
  messages_out: Generated<number>;
  bot_replies: Generated<number>;
  first_responses: Generated<number>;
  first_response_seconds_sum: BigCount;
}

/** Per agent per day (migrations/0036_analytics_by_agent.ts). */
export interface AnalyticsAgentDailyTable {
  id: string;
  organization_id: string;
  agent_id: string;
  day: string;
  conversations: Generated<number>;
  handed_over: Generated<number>;
  bot_resolved: Generated<number>;
  bot_replies: Generated<number>;
}

export interface AnalyticsTables {
  analytics_sessions: AnalyticsSessionsTable;
  analytics_daily: AnalyticsDailyTable;
  analytics_agent_daily: AnalyticsAgentDailyTable;
}
