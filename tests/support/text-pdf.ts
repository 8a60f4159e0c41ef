/**
 * A PDF made by hand, for tests and benchmarks: each page draws its lines in Helvetica
 * (one of the 14 fonts every PDF reader has), 14 points apart from the top; a page with no
 * lines draws a grey rectangle instead, as a scanned page is a picture and no text. ASCII
 * text only (the content stream's string escapes cover nothing else).
 */
export function textPdf(pages: readonly (readonly string[])[]): Buffer {
  const objects: string[] = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  const kids: number[] = [];
  for (const lines of pages) {
    const pdfString = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
    const content = lines.length
      ? lines.map((line, i) => `BT /F1 10 Tf 50 ${800 - i * 14} Td (${pdfString(line)}) Tj ET`).join("\n")
      : "0.5 g 50 50 495 742 re f";
    objects.push(`<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`);
    const contentRef = objects.length;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contentRef} 0 R >>`,
    );
    kids.push(objects.length);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(" ")}] /Count ${kids.length} >>`;
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) pdf += `${String(o).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}
