// The README and docs/ link to each other by heading anchors; moving a section or renaming a
// heading silently breaks those links (GitHub then just opens the top of the file). Every
// relative link in README.md and docs/*.md must name a file that exists and, into a Markdown
// file, a heading it has. The README also stays a manual one can read: under 90 KB.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const files = ["README.md", ...fs.globSync("docs/*.md", { cwd: root })];

/** Outside fenced code: what renders as Markdown. */
function prose(text: string): string[] {
  let fenced = false;
  return text.split("\n").filter((line) => {
    if (line.startsWith("```")) fenced = !fenced;
    return !fenced && !line.startsWith("```");
  });
}

/** The anchors GitHub gives a file's headings: lower case, punctuation dropped, spaces as "-", repeats numbered. */
function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of prose(fs.readFileSync(path.join(root, file), "utf8"))) {
    const heading = /^#{1,6} (.+)$/.exec(line)?.[1];
    if (!heading) continue;
    const slug = heading
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
      .replaceAll(" ", "-");
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return anchors;
}

describe("links in README.md and docs/", () => {
  it("point at files and headings that exist", () => {
    const broken: string[] = [];
    for (const file of files) {
      for (const line of prose(fs.readFileSync(path.join(root, file), "utf8"))) {
        for (const [, target] of line.matchAll(/\]\(([^)\s]+)\)/g)) {
          if (/^[a-z]+:/.test(target)) continue;
          const [targetPath, anchor] = target.split("#");
          const linked = targetPath ? path.join(path.dirname(file), targetPath) : file;
          if (!fs.existsSync(path.join(root, linked))) broken.push(`${file}: ${target}`);
          else if (anchor && linked.endsWith(".md") && !anchorsOf(linked).has(anchor))
            broken.push(`${file}: ${target}`);
        }
      }
    }
    expect(files.length).toBeGreaterThan(3);
    expect(broken).toEqual([]);
  });

  it("keep the README under 90 KB", () => {
    expect(fs.statSync(path.join(root, "README.md")).size).toBeLessThan(90 * 1024);
  });
});
