// Load generator, run as its own process: POSTs Twilio-signed inbound WhatsApp messages to
// `url` at `rate` per second for `seconds`, every 50th a re-delivery of an earlier
// MessageSid (as Twilio retries). Writes its samples as JSON to `outFile` (a pipe would
// be cut off at exit).
import { writeFileSync } from "node:fs";
import http from "node:http";
import twilio from "twilio";

const [url, token, accountSid, rateArg, secondsArg, phonePrefix, outFile] = process.argv.slice(2);
const rate = Number(rateArg);
const seconds = Number(secondsArg);
const target = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

type Sample = { phone: string; sentAt: number; ackMs: number; status: number; retry: boolean };
const samples: Sample[] = [];
const sids: Array<{ sid: string; phone: string }> = [];
let inFlight = 0;
let skipped = 0;

function post(n: number): void {
  const retry = n % 50 === 49 && sids.length > 0;
  const earlier = retry ? sids[Math.floor(sids.length / 2)] : null;
  const phone = earlier?.phone ?? `${phonePrefix}${String(n).padStart(8, "0")}`;
  const sid = earlier?.sid ?? `SM${phonePrefix.slice(1)}${n.toString(16).padStart(28, "0")}`;
  if (!retry) sids.push({ sid, phone });
  const params = {
    MessageSid: sid,
    AccountSid: accountSid,
    From: `whatsapp:${phone}`,
    To: "whatsapp:+3197010000001",
    Body: "Hoeveel vakantiedagen heb ik per jaar?",
    NumMedia: "0",
    WaId: phone.slice(1),
  };
  const body = new URLSearchParams(params).toString();
  const signature = twilio.getExpectedTwilioSignature(token, url, params);
  const sentAt = performance.timeOrigin + performance.now();
  const t0 = performance.now();
  inFlight++;
  const req = http.request(
    {
      agent,
      host: target.hostname,
      port: target.port,
      path: target.pathname,
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "content-length": Buffer.byteLength(body),
        "x-twilio-signature": signature,
      },
    },
    (res) => {
      res.resume();
      res.on("end", () => {
        inFlight--;
        samples.push({ phone, sentAt, ackMs: performance.now() - t0, status: res.statusCode ?? 0, retry });
      });
    },
  );
  req.on("error", () => {
    inFlight--;
    samples.push({ phone, sentAt, ackMs: performance.now() - t0, status: 0, retry });
  });
  req.end(body);
}

// Open loop: requests leave on schedule whatever the latency; past 2,000 in flight the
// server is not keeping up and further requests are counted as skipped.
const start = performance.now();
let n = 0;
await new Promise<void>((resolve) => {
  const tick = () => {
    const due = Math.floor(((performance.now() - start) / 1000) * rate);
    while (n < due && n < rate * seconds) {
      if (inFlight < 2000) post(n);
      else skipped++;
      n++;
    }
    if (n >= rate * seconds) resolve();
    else setImmediate(tick);
  };
  tick();
});
while (inFlight > 0) await new Promise((r) => setTimeout(r, 10));
const elapsed = (performance.now() - start) / 1000;
writeFileSync(outFile, JSON.stringify({ elapsed, skipped, samples }));
process.exit(0);
