import { createRootRoute, Outlet } from "@tanstack/react-router";
import { Toaster } from "../components/ui/toaster.tsx";
import { TooltipProvider } from "../components/ui/tooltip.tsx";
import { SessionProvider } from "../features/auth/session.tsx";
import { NotFoundPage } from "../features/shell/not-found-page.tsx";
import { ThemeProvider, useTheme } from "../features/shell/theme.tsx";

function ThemedToaster() {
  const { resolved } = useTheme();
  return <Toaster theme={resolved} />;
}

export const Route = createRootRoute({
  component: () => (
    <ThemeProvider>
      <TooltipProvider delayDuration={200}>
        <SessionProvider>
          <Outlet />
          <ThemedToaster />
        </SessionProvider>
      </TooltipProvider>
    </ThemeProvider>
  ),
  notFoundComponent: NotFoundPage,
});
