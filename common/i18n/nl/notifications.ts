export const notifications = {
  title: "Notificaties",
  markAllRead: "Alles gelezen",
  empty: "Geen notificaties",
  bellLabel: (n: number) => (n === 0 ? "Notificaties" : `Notificaties, ${n} ongelezen`),
  markOneFailed: "Kon notificatie niet als gelezen markeren.",
  markAllFailed: "Kon notificaties niet als gelezen markeren.",
  accepted: "Uitnodiging geaccepteerd",
  acceptedDescription: "Je bent nu lid van de organisatie!",
  acceptFailed: "Kon uitnodiging niet accepteren.",
  accept: "Accepteren",
} as const;
