import diagnostics from "node:diagnostics_channel";

/**
 * Every ranking of a text against an organisation's knowledge (findAnswer) is announced here,
 * so a test or benchmark can count how often one message is searched without replacing any
 * of the code that searches. Nothing is published while nobody listens.
 */
export const retrievalChannel = diagnostics.channel("hr-assistant.retrieval");
