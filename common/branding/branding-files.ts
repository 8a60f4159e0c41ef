// The logo and favicon an organisation uploads: which types each accepts (by the file's
// own first bytes, not the name or the browser's claim) and how large it may be.

export const BRANDING_FILE_KINDS = ["logo", "favicon"] as const;
export type BrandingFileKind = (typeof BRANDING_FILE_KINDS)[number];
export type BrandingFileType = "png" | "svg" | "jpeg" | "ico";

export const BRANDING_FILE_RULES: Record<BrandingFileKind, { types: readonly BrandingFileType[]; maxBytes: number }> = {
  logo: { types: ["png", "svg", "jpeg"], maxBytes: 1024 * 1024 },
  favicon: { types: ["png", "ico", "jpeg"], maxBytes: 256 * 1024 },
};

export const CONTENT_TYPES: Record<BrandingFileType, string> = {
  png: "image/png",
  svg: "image/svg+xml",
  jpeg: "image/jpeg",
  ico: "image/x-icon",
};

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((b, i) => bytes[i] === b);

/** What the file is by its content: PNG, JPEG and ICO by their signatures, SVG by its root element. */
export function sniffBrandingFile(bytes: Uint8Array): BrandingFileType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00])) return "ico";
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 4096));
  if (
    /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head.replace(/^\uFEFF/, ""))
  ) {
    return "svg";
  }
  return null;
}
