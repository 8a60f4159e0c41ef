import { nl } from "../i18n/nl.ts";
import { changeOf, pointsChangeOf } from "./figures.ts";
import { formatChange, formatPoints } from "./format.ts";

// The line under a stat card's value (and in its tooltip): how the figure moved against the
// previous period of equal length, compared the way the card shows it. A count changes
// relatively ("+25%"); a share by the difference of the two percentages ("−64 procentpunt");
// the messages card shows "in / uit", so it gets a change for each, not one for their sum.

const t = nl.analytics.change;

export type Comparison =
  | { kind: "count"; current: number | null; previous: number | null; lowerIsBetter?: boolean }
  | { kind: "share"; current: number | null; previous: number | null }
  | {
      kind: "inOut";
      current: { in: number; out: number };
      previous: { in: number; out: number };
    };

/** "good" is green, "bad" red, null neutral (no change as shown, no comparison, or mixed). */
export type ChangeTone = "good" | "bad" | null;

export type ChangeLine = { text: string; tone: ChangeTone };

/** The sign of what the reader sees: a change that rounds to 0 is no change. */
const shownSign = (change: number, scale: number) => Math.sign(Math.round(change * scale));

const toneOf = (sign: number, lowerIsBetter = false): ChangeTone =>
  sign === 0 ? null : sign > 0 !== lowerIsBetter ? "good" : "bad";

export function describeChange(c: Comparison): ChangeLine {
  const none: ChangeLine = { text: t.none, tone: null };
  if (c.kind === "count") {
    const change = changeOf(c.current, c.previous);
    if (change === null) return none;
    return { text: t.vsPrevious(formatChange(change)), tone: toneOf(shownSign(change, 100), c.lowerIsBetter) };
  }
  if (c.kind === "share") {
    const points = pointsChangeOf(c.current, c.previous);
    if (points === null) return none;
    return { text: t.vsPrevious(t.points(formatPoints(points))), tone: toneOf(shownSign(points, 10)) };
  }
  const incoming = changeOf(c.current.in, c.previous.in);
  const outgoing = changeOf(c.current.out, c.previous.out);
  if (incoming === null && outgoing === null) return none;
  const part = (change: number | null) => (change === null ? nl.analytics.noValue : formatChange(change));
  const signs = [incoming, outgoing].map((change) => (change === null ? 0 : shownSign(change, 100)));
  return {
    text: t.vsPrevious(t.inOut(part(incoming), part(outgoing))),
    tone: signs[0] === signs[1] ? toneOf(signs[0] ?? 0) : null,
  };
}
