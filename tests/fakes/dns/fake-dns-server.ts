import { createSocket } from "node:dgram";
import type { AddressInfo } from "node:net";
import dnsPacket from "dns-packet";

/**
 * A DNS server on loopback (UDP; `dns-packet` reads and writes the wire format) that
 * answers TXT questions from `txt` (name → records, each record its strings) and everything
 * else with no answer, so the app's resolver is exercised as against a real one
 * (DNS_SERVERS points it here).
 */
export async function startFakeDns() {
  const txt = new Map<string, string[][]>();
  const questions: string[] = [];
  const socket = createSocket("udp4");
  socket.on("message", (message, peer) => {
    let query: dnsPacket.Packet;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const question = query.questions?.[0];
    if (!question) return;
    questions.push(`${question.type} ${question.name}`);
    const records = question.type === "TXT" ? (txt.get(question.name.toLowerCase()) ?? []) : [];
    const reply = dnsPacket.encode({
      id: query.id,
      type: "response",
      flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE,
      questions: [question],
      answers: records.map((strings) => ({ type: "TXT", name: question.name, ttl: 60, data: strings })),
    });
    socket.send(reply, peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    server: `127.0.0.1:${port}`,
    txt,
    questions,
    stop: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
