type Log = (source: string, line: string) => void;

/**
 * Local development without Twilio credentials: the Twilio-compatible fake from
 * tests/fakes on loopback, accepting whatever account SID and token are typed into the
 * WhatsApp page. The import is dynamic so production images (no tests/ folder) never load
 * it; if it is missing the app talks to the real Twilio.
 */
export async function startLocalTwilio(log: Log): Promise<{ baseUrl: string; stop: () => Promise<void> } | null> {
  const modulePath = "../../tests/fakes/twilio/fake-twilio-server.ts";
  try {
    const { startFakeTwilio } = (await import(
      modulePath
    )) as typeof import("../../tests/fakes/twilio/fake-twilio-server.ts");
    const fake = await startFakeTwilio({ acceptAnyAccount: true });
    log(
      "launcher",
      `TWILIO_API_BASE_URL is not set: WhatsApp talks to a local fake Twilio at ${fake.baseUrl} (sent messages: ${fake.baseUrl}/_fake/messages)`,
    );
    return { baseUrl: fake.baseUrl, stop: fake.stop };
  } catch (err) {
    log("launcher", `local fake Twilio not available (${err instanceof Error ? err.message : err}); using Twilio`);
    return null;
  }
}
