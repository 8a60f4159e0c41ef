import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import {
  DEVICE_DARK_QUERY,
  parseThemeChoice,
  type ResolvedTheme,
  resolveTheme,
  THEME_RECHECK_MS,
  THEME_STORAGE_KEY,
  type ThemeChoice,
} from "./theme-rule.ts";

type ThemeValue = { theme: ThemeChoice; resolved: ResolvedTheme; setTheme: (t: ThemeChoice) => void };
const ThemeContext = createContext<ThemeValue | null>(null);

function readStored(): ThemeChoice {
  try {
    return parseThemeChoice(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return "system";
  }
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<ThemeChoice>(readStored);
  const [now, setNow] = useState(() => new Date());
  const [deviceDark, setDeviceDark] = useState(() => window.matchMedia?.(DEVICE_DARK_QUERY).matches ?? false);
  const resolved = resolveTheme(theme, now, deviceDark);

  // "Systeem" follows the device as it changes (a scheduled dark mode, a toggle in the OS).
  useEffect(() => {
    if (theme !== "device" || !window.matchMedia) return;
    const query = window.matchMedia(DEVICE_DARK_QUERY);
    const onChange = () => setDeviceDark(query.matches);
    onChange();
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [theme]);

  useEffect(() => {
    if (theme !== "system") return;
    const timer = setInterval(() => setNow(new Date()), THEME_RECHECK_MS);
    return () => clearInterval(timer);
  }, [theme]);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.remove(resolved === "dark" ? "light" : "dark");
    root.classList.add(resolved);
  }, [resolved]);

  // Other tabs follow a change made here.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === THEME_STORAGE_KEY) setThemeState(parseThemeChoice(e.newValue));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const setTheme = (t: ThemeChoice) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, t);
    } catch {
      // private mode: the choice lasts for this page only
    }
    setNow(new Date());
    setThemeState(t);
  };
  return <ThemeContext.Provider value={{ theme, resolved, setTheme }}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error("useTheme must be used within ThemeProvider");
  return value;
}
