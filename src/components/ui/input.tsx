import { styled } from "./styled.tsx";

const field =
  "flex w-full rounded-md border border-input bg-background px-3 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60";

export const Input = styled(
  "input",
  `${field} h-9 py-1 shadow-xs transition-colors disabled:cursor-not-allowed read-only:bg-muted`,
  "Input",
);

export const Textarea = styled("textarea", `${field} min-h-20 py-2`, "Textarea");
