/** A plus sign, then 8 to 15 digits. */
export const E164 = /^\+\d{8,15}$/;
export const isE164 = (value: string) => E164.test(value.trim());
