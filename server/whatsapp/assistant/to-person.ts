import { asksForHuman } from "./asks-for-human.ts";
import { notHelped } from "./not-helped.ts";

/**
 * Whether a message goes to HR whatever the knowledge base holds: the employee asks for a
 * person, or says the answer before did not help. Such a message reveals nothing, so it
 * needs no verification, and it is not looked up among the employee's own shifts either.
 */
export const toPerson = (message: string): boolean => asksForHuman(message) || notHelped(message);
