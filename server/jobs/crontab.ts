import type { JobDefinition } from "./define-job.ts";
import { jobs } from "./registry.ts";

/**
 * graphile-worker's crontab from the registry: each job with a schedule, its attempts and
 * its job key, so a run the worker starts by itself and one enqueued by hand never overlap.
 */
export function crontabOf(list: readonly JobDefinition[] = jobs): string {
  return list
    .filter((job) => job.cron)
    .map((job) => {
      const options = [`max=${job.maxAttempts ?? 10}`];
      const key = job.jobKey?.({});
      if (key) options.push(`jobKey=${key}`);
      if (job.queueName) options.push(`queue=${job.queueName}`);
      return `${job.cron} ${job.name} ?${options.join("&")}`;
    })
    .join("\n");
}
