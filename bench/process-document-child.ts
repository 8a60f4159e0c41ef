// Runs one process_document job in a fresh Node process, as a worker would, and reports
// its wall time and peak RSS (getrusage maxrss) on stdout as JSON.
import { connectDb, connectSql } from "../server/db/connect.ts";
import { processDocument } from "../server/documents/process-document.ts";
import { localStorage } from "../server/integrations/storage/local-storage.ts";

const [databaseUrl, dataDir, documentId] = process.argv.slice(2);
const db = connectDb(connectSql(databaseUrl, { max: 4 }));
const rssBefore = process.memoryUsage().rss;
const t0 = performance.now();
await processDocument(db, localStorage(dataDir, "documents"), documentId);
const ms = performance.now() - t0;
await db.destroy();
console.log(JSON.stringify({ ms, rssBefore, peakRss: process.resourceUsage().maxRSS * 1024 }));
