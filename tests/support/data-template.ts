import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * Copies a template DATA_DIR into an empty `dataDir`, keeping owners and modes (the
 * cluster belongs to 'postgres'). The template has been through one complete start and a
 * clean stop: its Postgres cluster is initialised and migrated and zero-cache's replica is
 * synced, so a stack started on the copy skips initdb, the migrations and zero-cache's
 * initial sync (about 6 of its 17 seconds on a 2-core machine).
 */
export function copyDataTemplate(template: string, dataDir: string) {
  execFileSync("cp", ["-a", `${template}/.`, dataDir]);
}

/**
 * For a test that runs Postgres as its own server: puts a copy of the run's template cluster
 * (initialised, with our migrations and graphile-worker's, no rows of any organisation) in
 * `dataDir`'s `pg`, where startEmbeddedPostgres starts it without initdb, and returns its
 * password. Null when the run made no template: the caller initialises and migrates one.
 */
export function copyTemplateCluster(dataDir: string): string | null {
  const template = process.env.TEST_DATA_TEMPLATE;
  if (!template || !fs.existsSync(path.join(template, "pg", "PG_VERSION"))) return null;
  execFileSync("cp", ["-a", path.join(template, "pg"), path.join(dataDir, "pg")]);
  return JSON.parse(fs.readFileSync(path.join(template, "secrets.json"), "utf8")).pgPassword;
}
