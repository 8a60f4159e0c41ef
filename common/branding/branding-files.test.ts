import { describe, expect, it } from "vitest";
import { sniffBrandingFile } from "./branding-files.ts";

const bytes = (...b: number[]) => new Uint8Array([...b, 0, 0, 0, 0]);
const text = (s: string) => new TextEncoder().encode(s);

describe("sniffBrandingFile", () => {
  it("knows PNG, JPEG and ICO by their signatures", () => {
    expect(sniffBrandingFile(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe("png");
    expect(sniffBrandingFile(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("jpeg");
    expect(sniffBrandingFile(bytes(0x00, 0x00, 0x01, 0x00, 0x01))).toBe("ico");
  });

  it("knows SVG by its root element, after an XML declaration, comments or a doctype", () => {
    expect(sniffBrandingFile(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe("svg");
    expect(sniffBrandingFile(text('<?xml version="1.0"?>\n<!-- logo -->\n<svg viewBox="0 0 1 1"></svg>'))).toBe("svg");
  });

  it("refuses anything else, whatever it is called", () => {
    expect(sniffBrandingFile(text("<html><script>alert(1)</script></html>"))).toBeNull();
    expect(sniffBrandingFile(text("GIF89a"))).toBeNull();
    expect(sniffBrandingFile(new Uint8Array())).toBeNull();
  });
});
