// The README's feature index is how a newcomer finds the code of a feature: every file it
// names must exist (a glob must match at least one file), and every Zero query and mutator
// it names must be one the app registers. A rename that forgets the index fails here.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { mutators } from "../../common/zero/mutators.ts";
import { queries } from "../../common/zero/queries.ts";

const root = path.resolve(import.meta.dirname, "../..");
const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");
const index = readme.slice(readme.indexOf("## Feature index"));
const rows = index.split("\n").filter((l) => l.startsWith("| ") && !/^\|\s*(Feature|-)/.test(l));

/** The dotted names a registry object holds ("faq.create"), however deep it nests. */
function namesOf(registry: object, prefix = ""): string[] {
  return Object.entries(registry).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    const leaf = typeof value === "function" || (value && typeof value === "object" && "fn" in value);
    return leaf || !value || typeof value !== "object" ? [name] : namesOf(value, name);
  });
}

describe("README feature index", () => {
  it("has rows to check", () => {
    expect(rows.length).toBeGreaterThan(20);
  });

  it("names only files that exist", () => {
    const named = new Set([...index.matchAll(/`([\w./*-]+\/[\w.*-]+\.(?:tsx?|json|md))`/g)].map((m) => m[1]));
    const missing = [...named].filter((p) =>
      p.includes("*") ? fs.globSync(p, { cwd: root }).length === 0 : !fs.existsSync(path.join(root, p)),
    );
    expect(named.size).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it("names only queries and mutators the app registers", () => {
    const known = new Set([...namesOf(queries), ...namesOf(mutators)]);
    // The Zero column: queries, then " / ", then mutators, as `area.name`.
    const named = rows.flatMap((row) => [...(row.split("|")[3] ?? "").matchAll(/`([a-z][A-Za-z]*\.[a-z][A-Za-z]*)`/g)]);
    const unknown = named.map((m) => m[1]).filter((n) => !known.has(n));
    expect(named.length).toBeGreaterThan(50);
    expect(unknown).toEqual([]);
  });
});
