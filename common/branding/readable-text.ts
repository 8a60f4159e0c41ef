// Brand colours as text: an organisation picks its accent for fills (buttons, the active menu
// item), and the same colour as link text can fall short of WCAG's 4.5:1, most of all on
// dark mode's surfaces. The text colour is the accent moved toward white (on dark) or black
// (on light) just as far as it takes.

/** The lightest surface text sits on in each mode (`--muted` in src/styles.css): the hardest case. */
export const TEXT_SURFACES = { light: "#f4f4f6", dark: "#22222b" } as const;

const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
const hexOf = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** `color` (#rrggbb), mixed toward white or black in 5% steps until it reads on `surface` at 4.5:1. */
export function readableOn(color: string, surface: string): string {
  const toward = luminance(surface) < 0.18 ? 255 : 0;
  const from = channels(color);
  for (let step = 0; step <= 20; step++) {
    const mixed = hexOf(from.map((c) => c + (toward - c) * (step / 20)));
    if (contrastRatio(mixed, surface) >= 4.5) return mixed;
  }
  return hexOf([toward, toward, toward]);
}
