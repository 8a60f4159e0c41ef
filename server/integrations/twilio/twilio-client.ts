import twilio from "twilio";
import type RequestClient from "twilio/lib/base/RequestClient.js";

/** Sends every SDK request to `baseUrl` (a local fake, or a proxy) instead of *.twilio.com. */
class RedirectingRequestClient extends twilio.RequestClient {
  private base: string;
  constructor(base: string) {
    super();
    this.base = base.replace(/\/$/, "");
  }
  request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const url = new URL(opts.uri);
    return super.request<TData>({ ...opts, uri: this.base + url.pathname + url.search });
  }
}

// One HTTP client (and keep-alive agent) per process and base URL: the SDK's default, one per
// client object, opened a new TLS connection to Twilio for every reply. Credentials travel
// with each request, so accounts can share it.
const httpClients = new Map<string, RequestClient>();

// Twilio itself (TWILIO_API_BASE_URL=https://api.twilio.com, to use the real one locally): the
// SDK's own hosts, since not every API lives on api.twilio.com (typing indicators are on
// messaging.twilio.com).
const isTwilio = (baseUrl: string) => /(^|\.)twilio\.com$/.test(new URL(baseUrl).hostname);

function httpClientFor(baseUrl = ""): RequestClient {
  let client = httpClients.get(baseUrl);
  if (!client) {
    client = baseUrl && !isTwilio(baseUrl) ? new RedirectingRequestClient(baseUrl) : new twilio.RequestClient();
    httpClients.set(baseUrl, client);
  }
  return client;
}

/** The real `twilio` SDK for one account; TWILIO_API_BASE_URL points it elsewhere. */
export function twilioClient(accountSid: string, authToken: string, baseUrl?: string) {
  return twilio(accountSid, authToken, { httpClient: httpClientFor(baseUrl) });
}

export type TwilioClient = ReturnType<typeof twilioClient>;
