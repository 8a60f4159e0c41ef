import { contrastRatio } from "./readable-text.ts";

// The organisation's colours: six hex codes, each with its default. A code that is not six
// hex digits (with or without '#') falls back to its default rather than being refused, so
// a half-typed colour never breaks the dashboard.

export const BRANDING_COLOR_FIELDS = [
  "accent_color",
  "primary_text_color",
  "secondary_color",
  "secondary_text_color",
  "menu_item_bg_color",
  "menu_item_hover_bg_color",
] as const;
export type BrandingColorField = (typeof BRANDING_COLOR_FIELDS)[number];
export type BrandingColors = Record<BrandingColorField, string>;

export const DEFAULT_BRANDING_COLORS: BrandingColors = {
  accent_color: "#7a2ff3",
  primary_text_color: "#ffffff",
  secondary_color: "#f0f0f0",
  secondary_text_color: "#000000",
  menu_item_bg_color: "#7a2ff3",
  menu_item_hover_bg_color: "#6620d9",
};

const HEX = /^#?([0-9a-f]{6})$/i;

/** The colour as stored ('#' and lower case), or `null` when it is not a hex code. */
export function normalizeHex(value: string | null | undefined): string | null {
  const match = HEX.exec((value ?? "").trim());
  return match ? `#${match[1].toLowerCase()}` : null;
}

/** Each field's colour, or its default where the code is invalid. */
export function brandingColorsOf(
  values: Partial<Record<BrandingColorField, string | null | undefined>>,
): BrandingColors {
  const colors = { ...DEFAULT_BRANDING_COLORS };
  for (const field of BRANDING_COLOR_FIELDS)
    colors[field] = normalizeHex(values[field]) ?? DEFAULT_BRANDING_COLORS[field];
  return colors;
}

/** The text colours and what they are written on, in the dashboard. */
const TEXT_ON: Array<[BrandingColorField, BrandingColorField]> = [
  ["primary_text_color", "accent_color"],
  ["primary_text_color", "menu_item_bg_color"],
  ["primary_text_color", "menu_item_hover_bg_color"],
  ["secondary_text_color", "secondary_color"],
];

/** Text and background pairs that fall short of WCAG's 4.5:1, with their ratio (a warning, not a refusal). */
export function lowContrastPairs(
  colors: BrandingColors,
): Array<{ text: BrandingColorField; on: BrandingColorField; ratio: number }> {
  return TEXT_ON.map(([text, on]) => ({ text, on, ratio: contrastRatio(colors[text], colors[on]) })).filter(
    (p) => p.ratio < 4.5,
  );
}
