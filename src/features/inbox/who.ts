/** The employee's name when the phone number matched one, else the number itself. */
export function whoIs(c: {
  customer_phone: string;
  employee?: { first_name: string; last_name: string } | null | undefined;
}): string {
  const name = c.employee ? `${c.employee.first_name} ${c.employee.last_name}`.trim() : "";
  return name || c.customer_phone;
}
