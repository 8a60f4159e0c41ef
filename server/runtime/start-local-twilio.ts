type Log = (source: string, line: string) => void;

/** The statuses the launcher's fake reports for every message it accepts, in order. */
export const LOCAL_STATUSES = ["sent", "delivered", "read"];
export const LOCAL_STATUS_GAP_MS = 1000;

/**
 * Local development without Twilio credentials: the Twilio-compatible fake from
 * tests/fakes on loopback, accepting whatever account SID and token are typed into the
 * WhatsApp page, and reporting each message sent, delivered and read by status callback. The
 * import is dynamic so production images (no tests/ folder) never load
 * it; if it is missing the app talks to the real Twilio.
 */
export async function startLocalTwilio(log: Log): Promise<{ baseUrl: string; stop: () => Promise<void> } | null> {
  const modulePath = "../../tests/fakes/twilio/fake-twilio-server.ts";
  try {
    const { startFakeTwilio } = (await import(
      modulePath
    )) as typeof import("../../tests/fakes/twilio/fake-twilio-server.ts");
    const fake = await startFakeTwilio({ acceptAnyAccount: true });
    // As real Twilio does, each message's status callbacks follow: a trial's inbox, welcomes and
    // test message move from 'In wachtrij' to sent, delivered and read (the phone of a trial
    // always reads them), a second apart so each tick can be seen.
    fake.emitStatusCallbacks(LOCAL_STATUSES, LOCAL_STATUS_GAP_MS);
    log(
      "launcher",
      `TWILIO_API_BASE_URL is not set: WhatsApp talks to a local fake Twilio at ${fake.baseUrl} (sent messages: ${fake.baseUrl}/_fake/messages; each is reported sent, delivered and read)`,
    );
    return { baseUrl: fake.baseUrl, stop: fake.stop };
  } catch (err) {
    log("launcher", `local fake Twilio not available (${err instanceof Error ? err.message : err}); using Twilio`);
    return null;
  }
}
