import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildClientIfMissing } from "./build-client-if-missing.ts";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

/** A project with one page and no build yet, as a fresh checkout is. */
function freshProject(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "build-client-"));
  roots.push(root);
  fs.writeFileSync(path.join(root, "index.html"), "<!doctype html><title>t</title><p>hallo</p>");
  return root;
}

describe("buildClientIfMissing", () => {
  it("builds a missing client in a process of its own and leaves NODE_ENV unset, so the worker started next is no production one", async () => {
    // `npm start` runs without NODE_ENV (Vitest sets it to "test"; Vite fills in only a missing one).
    const vitestEnv = process.env.NODE_ENV;
    delete process.env.NODE_ENV;
    try {
      const root = freshProject();
      const lines: string[] = [];
      await buildClientIfMissing(root, (line) => lines.push(line));
      expect(fs.existsSync(path.join(root, "dist/index.html"))).toBe(true);
      expect(lines).toEqual(["building the client (dist/ is missing)..."]);
      expect(process.env.NODE_ENV).toBeUndefined();
    } finally {
      process.env.NODE_ENV = vitestEnv;
    }
  }, 60_000);

  it("says why when the build fails", async () => {
    const root = freshProject();
    fs.writeFileSync(path.join(root, "index.html"), '<!doctype html><script type="module" src="/missing.ts"></script>');
    await expect(buildClientIfMissing(root, () => {})).rejects.toThrow(/building the client failed/);
  }, 60_000);

  it("does nothing when the client is built", async () => {
    const root = freshProject();
    fs.mkdirSync(path.join(root, "dist"));
    fs.writeFileSync(path.join(root, "dist/index.html"), "built");
    const lines: string[] = [];
    await buildClientIfMissing(root, (line) => lines.push(line));
    expect(lines).toEqual([]);
    expect(fs.readFileSync(path.join(root, "dist/index.html"), "utf8")).toBe("built");
  });
});
