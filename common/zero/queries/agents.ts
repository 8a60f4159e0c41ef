import { defineQuery } from "@rocicorp/zero";
import { z } from "zod";
import { zql } from "../../../zero-schema.ts";
import { denyAll, organizationQuery } from "./permissions.ts";

// The Agents screen: the organisation's live agents with their type and settings (the
// spec's get_settings and get_capabilities), and the agent types every signed-in user may read.
export const agentQueries = {
  agents: {
    ofOrganization: organizationQuery((id) =>
      zql.agents
        .where("organization_id", id)
        .where("archived_at", "IS", null)
        .related("type")
        .related("settings")
        .orderBy("created_at", "asc"),
    ),
    types: defineQuery(z.object({}), ({ ctx }) => {
      const q = zql.agent_types.orderBy("label", "asc");
      return ctx ? q : denyAll(q);
    }),
  },
};
