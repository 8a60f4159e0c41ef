export type ThemeChoice = "light" | "dark" | "system";
export type ResolvedTheme = "light" | "dark";

export const THEME_STORAGE_KEY = "theme";
export const THEME_RECHECK_MS = 60_000;

/** In system mode dark from 19:00 to before 07:00 local time, light otherwise. */
export function resolveTheme(choice: ThemeChoice, now: Date): ResolvedTheme {
  if (choice !== "system") return choice;
  const hour = now.getHours();
  return hour >= 19 || hour < 7 ? "dark" : "light";
}

export function parseThemeChoice(value: string | null): ThemeChoice {
  return value === "light" || value === "dark" || value === "system" ? value : "system";
}
