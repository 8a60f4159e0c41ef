import { execFileSync } from "node:child_process";

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
