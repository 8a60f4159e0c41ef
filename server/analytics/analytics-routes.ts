import { Hono } from "hono";
import { z } from "zod";
import { addDays, amsterdamDay, previousRange, rangeProblem } from "../../common/analytics/period.ts";
import { nl } from "../../common/i18n/nl.ts";
import type { Auth } from "../auth/create-auth.ts";
import type { Db } from "../db/connect.ts";
import { callerGuards } from "../http/require-role.ts";
import { validate } from "../http/validate.ts";
import { maySeeHealth } from "../privacy/may-see-health.ts";
import { medianFirstResponse } from "./median-first-response.ts";
import { unansweredQuestions } from "./unanswered-questions.ts";

const t = nl.analytics;
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
// A period may end today in Amsterdam, not later: after it there are no figures, and the page
// says so. One day of grace, so a browser whose clock runs ahead is not refused at midnight.
const period = z.object({ from: day, to: day }).superRefine((range, ctx) => {
  const problem = rangeProblem(range, addDays(amsterdamDay(Date.now()), 1));
  if (problem)
    ctx.addIssue({ code: "custom", message: problem === "future" ? t.period.future : t.invalidPeriodDescription });
});

/**
 * What the synced daily rollups cannot give: the median first response time (it needs every
 * gesprek's value) of the period and the one before, and the handed-over questions grouped
 * by the knowledge analyser (a sick report among them only for a colleague whose 'Mag
 * ziekmeldingen zien' is on). Members of the organisation may read them; the page refetches
 * whenever the synced rollups change, so these follow live as well.
 */
export function analyticsRoutes(deps: { auth: Auth; db: Db }) {
  const { requireRole } = callerGuards(deps);
  return new Hono().get(
    "/details",
    requireRole("member", { notMember: { title: nl.common.noOrganization } }),
    validate("query", period, (error) => ({
      title: t.invalidPeriod,
      description: error.issues[0]?.message || t.invalidPeriodDescription,
    })),
    async (c) => {
      const range = c.req.valid("query");
      const organizationId = c.var.organizationId;
      const withHealth = await maySeeHealth(deps.db, c.var.user.id, organizationId);
      const [median, previousMedian, unanswered] = await Promise.all([
        medianFirstResponse(deps.db, organizationId, range),
        medianFirstResponse(deps.db, organizationId, previousRange(range)),
        unansweredQuestions(deps.db, organizationId, range, withHealth),
      ]);
      return c.json({
        medianFirstResponseSeconds: median,
        previousMedianFirstResponseSeconds: previousMedian,
        unanswered,
      });
    },
  );
}

/** For the client's typed calls (src/lib/api-client.ts imports it as a type only). */
export type AnalyticsRoutes = ReturnType<typeof analyticsRoutes>;
