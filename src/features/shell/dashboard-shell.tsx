import type { ReactNode } from "react";
import type { Me } from "../auth/session.tsx";
export function DashboardShell({ children }: { me: Me; children: ReactNode }) {
  return <div>{children}</div>;
}
