// postinstall: closes a race in zero-cache 1.9's WebSocket handoff. The process that takes
// the upgrade passes the socket to a sync worker with child_process `send`; Node keeps the
// sender's copy of the handle open, still reading, until the worker acknowledges it, and
// throws away whatever that copy reads. A client answers zero-cache's "connected" with its
// initConnection message at once; when that lands in the window (two busy cores), the
// worker never sees it and the client stays "connected" with no query ever answered: an
// endless "Laden..." after sign-up. Measured with 200 fresh clients, 4 at a time: 5 hung
// without this line, 0 with it. Stopping the sender's reads first leaves the bytes in the
// kernel for the worker. With ZERO_SINGLE_PROCESS the "worker" is in this process and takes
// the very same socket, so its reads must stay on. Idempotent (an install patched before the
// single-process case is brought up to date); a file that does not look as expected is left
// alone with a warning.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const file = path.join(root, "node_modules/@rocicorp/zero/out/zero-cache/src/types/websocket-handoff.js");
const send = "\t\t\tsender.send(data, socket);\n";
const earlier = "\t\t\tsocket._handle?.readStop?.(); /* hr: stop reading before the handoff */\n";
// As zero-cache's own singleProcessMode() reads it.
const line =
  '\t\t\tif ((process.env.SINGLE_PROCESS ?? "0") === "0") socket._handle?.readStop?.(); /* hr: stop reading before the handoff to another process */\n';

if (fs.existsSync(file)) {
  const text = fs.readFileSync(file, "utf8");
  if (text.includes(line)) {
    // already patched
  } else if (text.includes(earlier)) {
    fs.writeFileSync(file, text.replace(earlier, line));
    console.log("patch-zero-handoff: the handoff stops reading only when the socket goes to another process");
  } else if (text.split(send).length !== 2) {
    console.warn("patch-zero-handoff: websocket-handoff.js is not the expected zero-cache 1.9; left as it is");
  } else {
    fs.writeFileSync(file, text.replace(send, `${line}${send}`));
    console.log("patch-zero-handoff: the handoff stops reading before it sends the socket to another process");
  }
}
