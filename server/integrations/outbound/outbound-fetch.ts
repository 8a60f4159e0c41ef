import dns from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { Agent, fetch as undiciFetch } from "undici";

// Addresses a server-side request on an admin's behalf must never reach: loopback, private
// and link-local networks (the cloud metadata service lives at 169.254.169.254), carrier
// NAT, multicast and reserved space. Otherwise whoever may save an integration's URL could
// make the server read its own internal services.
const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const)
  blocked.addSubnet(network, prefix, "ipv4");
// IPv6 forms that carry an IPv4 address inside (NAT64, IPv4-compatible, 6to4, Teredo) are
// refused whole: on a host with such a relay they reach the IPv4 address, and no API an
// integration calls is served from them.
for (const [network, prefix] of [
  ["::", 96],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["2001::", 32],
  ["2002::", 16],
] as const)
  blocked.addSubnet(network, prefix, "ipv6");

/** Whether `address` (an IP) lies in a network outbound requests may not reach. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return blocked.check(mapped[1], "ipv4");
  const family = isIP(address);
  if (family === 4) return blocked.check(address, "ipv4");
  if (family === 6) return blocked.check(address, "ipv6");
  return true;
}

const refusal = (host: string) =>
  Object.assign(new Error(`${host} is a private or local address`), { code: "EPRIVATEADDRESS" });

/**
 * The fetch server-side integrations use. With `allowPrivate` it is the platform's fetch
 * (development and tests talk to fakes on loopback); otherwise every connection's address
 * is checked after DNS resolution, where it is actually used, so a name that resolves (or
 * re-resolves) to an internal address is refused too.
 */
export function createOutboundFetch(allowPrivate: boolean): typeof fetch {
  if (allowPrivate) return fetch;
  const agent = new Agent({
    connect: {
      lookup: ((hostname, options, callback) => {
        dns.lookup(hostname, { family: options.family, all: true }, (err, addresses) => {
          if (err) return callback(err, "", 0);
          const allowed = addresses.filter((a) => !isPrivateAddress(a.address));
          if (allowed.length === 0) return callback(refusal(hostname), "", 0);
          if (options.all) return callback(null, allowed);
          callback(null, allowed[0].address, allowed[0].family);
        });
      }) satisfies LookupFunction,
    },
  });
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const host = new URL(input instanceof Request ? input.url : String(input)).hostname.replace(/^\[|\]$/g, "");
    // An address written as a literal is never looked up: check it here.
    if (isIP(host) && isPrivateAddress(host)) throw new TypeError("fetch failed", { cause: refusal(host) });
    return undiciFetch(input as string, { ...(init as object), dispatcher: agent });
  }) as unknown as typeof fetch;
}
