import type { Task, TaskList } from "graphile-worker";
import { z } from "zod";
import type { JobDefinition, JobDeps } from "./define-job.ts";
import { jobs } from "./registry.ts";

/**
 * A registered job as a graphile-worker task: its payload must pass the job's schema before
 * the handler runs. A bad payload fails the job (graphile-worker logs it and retries as any
 * failure) with a line saying why; the worker carries on.
 */
function taskOf(job: JobDefinition, deps: JobDeps, log: (line: string) => void): Task {
  return async (payload, helpers) => {
    const parsed = job.payload.safeParse(payload);
    if (!parsed.success) {
      const reason = z.prettifyError(parsed.error).replaceAll("\n", "; ");
      log(`job ${job.name} #${helpers.job.id}: bad payload: ${reason}`);
      throw new Error(`bad payload for job ${job.name}: ${reason}`);
    }
    await job.handler(parsed.data, deps, helpers);
  };
}

/** The worker's task list: every job in the registry, by its name. */
export function taskListOf(deps: JobDeps, log: (line: string) => void): TaskList {
  return Object.fromEntries(jobs.map((job) => [job.name, taskOf(job, deps, log)]));
}
