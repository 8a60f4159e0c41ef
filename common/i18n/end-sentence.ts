/**
 * Ends a sentence with `text`: a full stop after it, unless it ends in one already. Dutch
 * company names often do ("Flexwerk B.V."), and "… van Flexwerk B.V.." reads as a typo.
 */
export const endSentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);
