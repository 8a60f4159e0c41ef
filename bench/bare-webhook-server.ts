// The ceiling for bench/webhooks: a bare Hono endpoint that parses the same form body and
// makes one durable INSERT per request, nothing else. Run as its own process.
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import postgres from "postgres";

const [databaseUrl, portArg] = process.argv.slice(2);
const sql = postgres(databaseUrl, { max: 10, onnotice: () => {} });
await sql`create table if not exists bench_bare_inbound (message_sid text primary key, sender text, body text, received_at timestamptz default now())`;
const app = new Hono().post("/hook", async (c) => {
  const form = await c.req.parseBody();
  await sql`insert into bench_bare_inbound (message_sid, sender, body) values (${String(form.MessageSid)}, ${String(form.From)}, ${String(form.Body)}) on conflict do nothing`;
  return c.body("<Response></Response>", 200, { "content-type": "text/xml" });
});
serve({ fetch: app.fetch, port: Number(portArg), hostname: "127.0.0.1" }, () => process.stdout.write("ready\n"));
