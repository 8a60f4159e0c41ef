const number = new Intl.NumberFormat("nl-NL");

/** A number as Dutch writes it: "1.234", "0,5". */
export const formatNumber = (n: number): string => number.format(n);

/** A count with its noun: "1 dienst", "0 diensten", "1.234 diensten". */
export const count = (n: number, one: string, other: string): string => `${number.format(n)} ${n === 1 ? one : other}`;
