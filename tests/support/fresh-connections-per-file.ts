import { Agent, getGlobalDispatcher, setGlobalDispatcher } from "undici";

// Runs before each integration file. A worker's files share one process, and with it fetch's
// pool of kept-alive connections: a file's first request to the shared stack went out on a
// connection an earlier file had left open (one that had carried a 4 MB upload) just as the
// app closed it ('other side closed'), and the file's set-up failed. Each file starts with a
// pool of its own, as it had in a process of its own. The earlier file's pool is closed once
// what it still has under way is done (cutting it would fail a request of that file here).
const earlier = getGlobalDispatcher();
setGlobalDispatcher(new Agent());
void earlier.close().catch(() => {});
