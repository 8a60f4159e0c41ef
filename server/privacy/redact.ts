// The redaction lives beside the shared code, because the browser and the mutators also
// refuse what staff type with it; the server's callers keep importing it from here.
export { holdsIdentifier, redact, redactCounting } from "../../common/privacy/redact.ts";
