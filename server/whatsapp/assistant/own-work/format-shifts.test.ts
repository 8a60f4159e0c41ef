import { describe, expect, it } from "vitest";
import { formatShifts, type OwnShift } from "./format-shifts.ts";

const NOW = new Date("2026-11-25T08:00:00Z");
const SYNCED = new Date("2026-11-25T08:15:00Z");
const shift = (start: string, end: string | null, extra: Partial<OwnShift> = {}): OwnShift => ({
  start_at: new Date(start),
  end_at: end ? new Date(end) : null,
  title: "Magazijnmedewerker",
  client_name: "Bakkerij Jansen",
  city: "Utrecht",
  ...extra,
});
const NEXT_WEEK = { from: "2026-11-30", to: "2026-12-06", name: "nextWeek" as const };

describe("formatShifts", () => {
  it("lists the shifts in Dutch, Amsterdam time, with job, client and place, and names the source", () => {
    const body = formatShifts(
      [shift("2026-11-30T07:00:00Z", "2026-11-30T15:30:00Z"), shift("2026-12-02T21:00:00Z", "2026-12-03T05:00:00Z")],
      NEXT_WEEK,
      { withJob: true, lastSyncedAt: SYNCED, now: NOW },
    );
    expect(body).toBe(
      [
        "Je hebt volgende week 2 diensten:",
        "• maandag 30 november, 08:00–16:30 — Magazijnmedewerker bij Bakkerij Jansen, Utrecht",
        "• woensdag 2 december, 22:00–06:00 (volgende dag) — Magazijnmedewerker bij Bakkerij Jansen, Utrecht",
        "",
        "Bron: planningssysteem, bijgewerkt op 25 november om 09:15.",
      ].join("\n"),
    );
  });

  it("names a week after the one asked about by its Monday", () => {
    const later = { from: "2026-12-07", to: "2026-12-13", name: "weekOf" as const };
    const body = formatShifts([shift("2026-12-08T07:00:00Z", "2026-12-08T15:00:00Z")], later, {
      withJob: false,
      lastSyncedAt: SYNCED,
      now: NOW,
    });
    expect(body.split("\n")[0]).toBe("Je hebt in de week van maandag 7 december 1 dienst:");
    expect(formatShifts([], later, { withJob: false, lastSyncedAt: SYNCED, now: NOW }).split("\n")[0]).toBe(
      "Je hebt in de week van maandag 7 december geen diensten.",
    );
  });

  it("leaves job details out when jobs are not shared, and says so", () => {
    const body = formatShifts([shift("2026-11-30T07:00:00Z", "2026-11-30T15:30:00Z")], NEXT_WEEK, {
      withJob: false,
      lastSyncedAt: SYNCED,
      now: NOW,
    });
    expect(body).toContain("Je hebt volgende week 1 dienst:\n• maandag 30 november, 08:00–16:30\n");
    expect(body).not.toContain("Bakkerij");
    expect(body).not.toContain("Utrecht");
    expect(body).toContain("Opdrachtgever en locatie kan ik niet inzien");
  });

  it("says there are none, and when the data was never synced", () => {
    const body = formatShifts(
      [],
      { from: "2026-11-28", to: "2026-11-28", name: "day" },
      {
        withJob: true,
        lastSyncedAt: null,
        now: NOW,
      },
    );
    expect(body).toBe(
      "Je hebt op zaterdag 28 november geen diensten.\n\nBron: planningssysteem (nog niet gesynchroniseerd).",
    );
  });

  it("with none in the days asked about, names the next shift after them", () => {
    // Sunday evening: "deze week" ends tonight, the next shift is Monday morning.
    const body = formatShifts(
      [],
      { from: "2026-11-23", to: "2026-11-29", name: "thisWeek" },
      {
        withJob: false,
        lastSyncedAt: SYNCED,
        now: new Date("2026-11-29T21:54:00Z"),
        next: shift("2026-11-30T06:49:00Z", "2026-11-30T14:49:00Z"),
      },
    );
    expect(body).toBe(
      [
        "Je hebt deze week geen diensten.",
        "Je eerstvolgende dienst:",
        "• maandag 30 november, 07:49–15:49",
        "",
        "Opdrachtgever en locatie kan ik niet inzien; die staan in je planning.",
        "",
        "Bron: planningssysteem, bijgewerkt op 25 november om 09:15.",
      ].join("\n"),
    );
  });

  it("uses summer time in summer and names another year", () => {
    // 29 March 2026: clocks go forward at 02:00; 06:00 UTC is 08:00 CEST.
    const body = formatShifts(
      [
        shift("2026-03-29T06:00:00Z", "2026-03-29T14:00:00Z"),
        shift("2027-01-04T07:00:00Z", null, { title: "", client_name: null, city: null }),
      ],
      { from: "2026-03-29", to: "2027-01-04", name: "coming" },
      { withJob: true, lastSyncedAt: new Date("2026-07-01T10:00:00Z"), now: new Date("2026-03-28T12:00:00Z") },
    );
    expect(body).toContain("• zondag 29 maart, 08:00–16:00 — Magazijnmedewerker bij Bakkerij Jansen, Utrecht");
    expect(body).toContain("• maandag 4 januari 2027, vanaf 08:00\n");
    expect(body).toContain("bijgewerkt op 1 juli om 12:00");
  });

  it("shows only the first for 'volgende dienst' and counts what it does not list", () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      shift(`2026-12-${String(i + 1).padStart(2, "0")}T07:00:00Z`, null),
    );
    const first = formatShifts(
      many,
      { from: "2026-11-25", to: "2026-12-24", name: "next", first: true },
      {
        withJob: true,
        lastSyncedAt: SYNCED,
        now: NOW,
      },
    );
    expect(first.split("\n").filter((l) => l.startsWith("•"))).toHaveLength(1);
    expect(first).toContain("Je eerstvolgende dienst:\n• dinsdag 1 december");
    const listed = formatShifts(
      many,
      { from: "2026-11-25", to: "2026-12-24", name: "coming" },
      {
        withJob: true,
        lastSyncedAt: SYNCED,
        now: NOW,
      },
    );
    expect(listed.split("\n").filter((l) => l.startsWith("•"))).toHaveLength(10);
    expect(listed).toContain("…en nog 2 diensten.");
  });
});
