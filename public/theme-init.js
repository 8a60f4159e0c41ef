// Sets the theme class before first paint (same rule as src/features/shell/theme-rule.ts).
(function () {
  var stored = null;
  try { stored = localStorage.getItem("theme"); } catch (e) {}
  var choice = stored === "light" || stored === "dark" || stored === "system" || stored === "device" ? stored : "system";
  var h = new Date().getHours();
  var deviceDark = false;
  try { deviceDark = window.matchMedia("(prefers-color-scheme: dark)").matches; } catch (e) {}
  var dark = choice === "dark" || (choice === "system" && (h >= 19 || h < 7)) || (choice === "device" && deviceDark);
  var root = document.documentElement;
  root.classList.remove(dark ? "light" : "dark");
  root.classList.add(dark ? "dark" : "light");
})();
