export const verification = {
  title: "Verificatie",
  description:
    "Vraagt een medewerker naar persoonlijke gegevens (salaris, contract, verlof), dan vraagt de assistent eerst om verificatie met gegevens die HR van de medewerker heeft.",
  required: "Require verification for personal questions",
  requiredHint: "Salaris, contracten en verlof. Geldt ook voor FAQ's met 'Verificatie vereist'.",
  methods: "Methoden",
  email: "Email address",
  employeeNumber: "Employee number",
  oneMethod: "Kies minstens één methode zolang verificatie aan staat.",
  oneMethodHint:
    "Zolang verificatie vereist is, blijft minstens één methode aan: de assistent moet de medewerker ergens mee kunnen controleren.",
  methodsHint: "Medewerkers bevestigen hun identiteit met een van deze gegevens, zoals vastgelegd onder Medewerkers.",
  saved: "Verificatie-instellingen opgeslagen",
  adminsOnly: "Alleen admins kunnen de verificatie-instellingen wijzigen.",
} as const;
