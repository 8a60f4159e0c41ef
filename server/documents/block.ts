/** A heading (starts a section) or a paragraph of plain text: what extraction yields and chunking reads. */
export type Block = { type: "heading"; text: string } | { type: "paragraph"; text: string };
