// Load generator, run as its own process: POSTs Twilio-signed inbound WhatsApp messages to
// the targets (one organisation's webhook each, on one app) in turn, at `rate` per second in
// all for WARMUP_SECONDS and then `seconds`, every 50th a re-delivery of an earlier
// MessageSid (as Twilio retries). Writes its samples as JSON to `outFile` (a pipe would be
// cut off at exit); samples of the warm-up (connections opening, code not yet optimised) are
// marked and left out of the rate and latency figures, not of the counts.
//
// Open loop on raw keep-alive sockets with every request signed and serialised before the
// clock starts: Node's http client cost more CPU per request than the server it measured,
// on the same 2 cores. Latency counts from the moment a request was due, so a request that
// waits for a free connection is measured as late (no coordinated omission).
import { readFileSync, writeFileSync } from "node:fs";
import net from "node:net";
import twilio from "twilio";

/** An organisation's webhook: its URL, its Twilio account and its WhatsApp number. */
export type LoadTarget = { url: string; token: string; accountSid: string; to: string };

const [targetsFile, rateArg, secondsArg, phonePrefix, outFile] = process.argv.slice(2);
const targets: LoadTarget[] = JSON.parse(readFileSync(targetsFile, "utf8"));
const rate = Number(rateArg);
const seconds = Number(secondsArg);
// Every target is on the same app: one host and port, a path of its own.
const server = new URL(targets[0].url);
const MAX_CONNECTIONS = 512;
const MAX_WAITING = 2000;
const WARMUP_SECONDS = 3;

type Request = { phone: string; retry: boolean; bytes: Buffer };
type Sample = { phone: string; sentAt: number; ackMs: number; status: number; retry: boolean; warmup: boolean };

function buildRequests(total: number): Request[] {
  const requests: Request[] = [];
  const sids: Array<{ sid: string; phone: string }> = [];
  for (let n = 0; n < total; n++) {
    const retry = n % 50 === 49 && sids.length > 0;
    const earlier = retry ? sids[Math.floor(sids.length / 2)] : null;
    const phone = earlier?.phone ?? `${phonePrefix}${String(n).padStart(8, "0")}`;
    const sid = earlier?.sid ?? `SM${phonePrefix.slice(1)}${n.toString(16).padStart(28, "0")}`;
    if (!retry) sids.push({ sid, phone });
    // A phone writes to one organisation, a re-delivery to the one its first went to.
    const { url, token, accountSid, to } = targets[Number(phone.slice(phonePrefix.length)) % targets.length];
    const target = new URL(url);
    const params = {
      MessageSid: sid,
      AccountSid: accountSid,
      From: `whatsapp:${phone}`,
      To: `whatsapp:${to}`,
      Body: "Hoeveel vakantiedagen heb ik per jaar?",
      NumMedia: "0",
      WaId: phone.slice(1),
    };
    const body = new URLSearchParams(params).toString();
    const head = [
      `POST ${target.pathname} HTTP/1.1`,
      `Host: ${target.host}`,
      "Content-Type: application/x-www-form-urlencoded",
      `Content-Length: ${Buffer.byteLength(body)}`,
      `X-Twilio-Signature: ${twilio.getExpectedTwilioSignature(token, url, params)}`,
    ].join("\r\n");
    requests.push({ phone, retry, bytes: Buffer.from(`${head}\r\n\r\n${body}`) });
  }
  return requests;
}

const requests = buildRequests(rate * (WARMUP_SECONDS + seconds));
const warmupRequests = rate * WARMUP_SECONDS;
const samples: Sample[] = [];
const idle: Connection[] = [];
const waiting: number[] = [];
let open = 0;
let skipped = 0;
let done = 0;
const start = performance.now();
const dueAt = (n: number) => start + (n * 1000) / rate;

/** One keep-alive connection carrying one request at a time; responses parsed just enough. */
class Connection {
  socket = net.connect(Number(server.port), server.hostname);
  buffer: Buffer<ArrayBufferLike> = Buffer.alloc(0);
  current = -1;
  dead = false;
  constructor(first: number) {
    this.socket.setNoDelay(true);
    this.socket.on("data", (chunk) => this.onData(chunk));
    this.socket.on("error", () => this.fail());
    this.socket.on("close", () => this.fail());
    this.send(first);
  }
  send(n: number) {
    this.current = n;
    this.socket.write(requests[n].bytes);
  }
  onData(chunk: Buffer) {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    const headEnd = this.buffer.indexOf("\r\n\r\n");
    if (headEnd < 0) return;
    const head = this.buffer.subarray(0, headEnd).toString("latin1");
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    if (this.buffer.length < headEnd + 4 + length) return;
    this.buffer = this.buffer.subarray(headEnd + 4 + length);
    this.finish(Number(head.slice(9, 12)));
    const next = waiting.shift();
    if (next === undefined) idle.push(this);
    else this.send(next);
  }
  finish(status: number) {
    const n = this.current;
    if (n < 0) return;
    this.current = -1;
    const { phone, retry } = requests[n];
    const due = dueAt(n);
    const warmup = n < warmupRequests;
    samples.push({
      phone,
      retry,
      status,
      warmup,
      sentAt: performance.timeOrigin + due,
      ackMs: performance.now() - due,
    });
    done++;
  }
  fail() {
    if (this.dead) return;
    this.dead = true;
    this.finish(0);
    this.socket.destroy();
    const i = idle.indexOf(this);
    if (i >= 0) idle.splice(i, 1);
    open--;
    const next = waiting.shift();
    if (next !== undefined) dispatch(next);
  }
}

function dispatch(n: number) {
  const connection = idle.pop();
  if (connection) connection.send(n);
  else if (open < MAX_CONNECTIONS) {
    open++;
    new Connection(n);
  } else if (waiting.length < MAX_WAITING) waiting.push(n);
  else {
    skipped++;
    done++;
  }
}

await new Promise<void>((resolve) => {
  let n = 0;
  const tick = () => {
    const due = Math.min(requests.length, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
    while (n < due) dispatch(n++);
    if (n >= requests.length) resolve();
    else setTimeout(tick, 1);
  };
  tick();
});
while (done < requests.length) await new Promise((r) => setTimeout(r, 10));
const elapsed = (performance.now() - start) / 1000 - WARMUP_SECONDS;
writeFileSync(outFile, JSON.stringify({ elapsed, skipped, samples }));
process.exit(0);
