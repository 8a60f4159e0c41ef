import { startFakeFleks } from "./fake-fleks-server.ts";
import { fleksWebhookSender } from "./webhook-sender.ts";

// `npm run fake:fleks`: a Fleks-compatible API for `npm start` without a Fleks account.
// FAKE_FLEKS_PORT (default 4010), FAKE_FLEKS_SHIFTS (default 2000), FAKE_FLEKS_EMPLOYEES
// (default 200) and FAKE_FLEKS_KEY (default 'fleks-test-key-0001') change it.
const fake = await startFakeFleks({
  port: Number(process.env.FAKE_FLEKS_PORT ?? 4010),
  apiKeys: [process.env.FAKE_FLEKS_KEY ?? "fleks-test-key-0001"],
  sizes: {
    shifts: Number(process.env.FAKE_FLEKS_SHIFTS ?? 2000),
    employees: Number(process.env.FAKE_FLEKS_EMPLOYEES ?? 200),
  },
  // Like a real tenant, part of the reference data has not changed for months.
  aged: { employees: 40, clients: 5, projects: 10, jobs: 50 },
});
console.log(`fake Fleks API on ${fake.baseUrl} (API key: ${fake.apiKey}); Ctrl-C stops it`);
// With FAKE_FLEKS_WEBHOOK_URL and FAKE_FLEKS_WEBHOOK_SECRET (the Webhooks tab's endpoint and
// secret) each change is also announced as a signed 'shift.updated' delivery.
const webhookUrl = process.env.FAKE_FLEKS_WEBHOOK_URL;
const webhookSecret = process.env.FAKE_FLEKS_WEBHOOK_SECRET;
const webhooks = webhookUrl && webhookSecret ? fleksWebhookSender(webhookUrl, webhookSecret) : null;
// Every 30 s a few shifts change, so a scheduled sync has something to fetch.
setInterval(() => {
  const touched = fake.touch("shifts", 5, Math.floor(Math.random() * Math.max(1, fake.data.shifts.length - 5)));
  if (webhooks)
    webhooks
      .send({ type: "shift.updated", data: { ids: touched.map((s) => s.id as string) } })
      .then((sent) => console.log(`webhook ${sent.id}: ${sent.status}`))
      .catch((err) => console.error(`webhook not delivered: ${err}`));
}, 30_000);
