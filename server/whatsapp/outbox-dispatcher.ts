import type { Db } from "../db/connect.ts";
import { dispatchOutbox } from "./dispatch-outbox.ts";

/**
 * Runs dispatchOutbox after new messages are stored: one run at a time, and kicks that come
 * during a run are served by one more run after it. A crash between storing and dispatching
 * leaves the rows for the worker's periodic run.
 */
export function outboxDispatcher(db: Db, onError: (err: unknown) => void = () => {}) {
  let running = false;
  let again = false;
  const run = async () => {
    running = true;
    do {
      again = false;
      await dispatchOutbox(db).catch(onError);
    } while (again);
    running = false;
  };
  return {
    kick() {
      if (running) again = true;
      else void run();
    },
  };
}
