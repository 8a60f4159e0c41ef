import { ClockIcon, MonitorIcon, MoonIcon, SunIcon } from "lucide-react";
import { RadioGroup } from "radix-ui";
import { nl } from "../../../../common/i18n/nl.ts";
import { cn } from "../../../lib/cn.ts";
import { useTheme } from "../../shell/theme.tsx";
import { parseThemeChoice } from "../../shell/theme-rule.ts";
import { SettingsCard } from "../settings-card.tsx";

const options = [
  { value: "light", label: nl.shell.themeLight, icon: SunIcon },
  { value: "dark", label: nl.shell.themeDark, icon: MoonIcon },
  { value: "system", label: nl.shell.themeSystem, icon: ClockIcon },
  { value: "device", label: nl.shell.themeDevice, icon: MonitorIcon },
] as const;

export function ThemeCard() {
  const { theme, setTheme } = useTheme();
  return (
    <SettingsCard title={nl.settings.themeTitle} description={nl.settings.themeDescription}>
      <RadioGroup.Root
        value={theme}
        onValueChange={(v) => setTheme(parseThemeChoice(v))}
        className="grid grid-cols-2 gap-3 sm:grid-cols-4"
        aria-label={nl.settings.themeTitle}
      >
        {options.map(({ value, label, icon: Icon }) => (
          <RadioGroup.Item
            key={value}
            value={value}
            className={cn(
              "flex flex-col items-center gap-2 rounded-lg border p-4 text-sm transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
              "data-[state=checked]:border-primary data-[state=checked]:bg-accent",
            )}
          >
            <Icon className="size-5" aria-hidden />
            {label}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      <p className="text-xs text-muted-foreground">{nl.settings.themeSystemHint}</p>
    </SettingsCard>
  );
}
