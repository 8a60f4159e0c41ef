export const devMailbox = {
  title: "Dev mailbox",
  empty: "Nog geen berichten.",
} as const;
