import { describe, expect, it } from "vitest";
import { sanitizeSvg } from "./sanitize-svg.ts";

const logo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#7a2ff3"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/><path d="M0 0L10 10" stroke="#fff"/></svg>`;

describe("sanitizeSvg", () => {
  it("keeps a plain logo: shapes, gradient, viewBox and local references", () => {
    const out = sanitizeSvg(logo);
    expect(out).toContain('viewBox="0 0 10 10"');
    expect(out).toContain("<linearGradient");
    expect(out).toContain('fill="url(#g)"');
    expect(out).toContain('d="M0 0L10 10"');
  });

  it.each([
    ["a script element", `<svg><script>alert(1)</script><rect/></svg>`, /script|alert/],
    ["an event handler", `<svg onload="alert(1)"><rect onclick="x()"/></svg>`, /onload|onclick|alert/],
    ["a javascript link", `<svg><a href="javascript:alert(1)"><rect/></a></svg>`, /javascript|<a/],
    ["foreign HTML", `<svg><foreignObject><iframe src="https://evil"/></foreignObject></svg>`, /foreign|iframe|evil/i],
    [
      "an external reference",
      `<svg><use href="https://evil/x.svg#a"/><image href="https://evil/p.png"/></svg>`,
      /evil/,
    ],
    [
      "a style sheet",
      `<svg><style>@import url(https://evil/x.css)</style><rect style="fill:red"/></svg>`,
      /evil|@import/,
    ],
    ["a paint from a URL", `<svg><rect fill="url(https://evil/#g)"/></svg>`, /evil/],
  ])("drops %s", (_, input, forbidden) => {
    expect(sanitizeSvg(input)).not.toMatch(forbidden);
  });
});
