export const settingsTabs = [
  "general",
  "users",
  "employees",
  "ai",
  "chatbot-access",
  "verification",
  "branding",
  "privacy",
] as const;
export type SettingsTab = (typeof settingsTabs)[number];
export function SettingsPage(_props: { tab: SettingsTab }) {
  return <div>settings (todo)</div>;
}
