export const time = {
  justNow: "zojuist",
} as const;
