import sanitizeHtml from "sanitize-html";

// An uploaded SVG keeps only drawing: shapes, paths, text, gradients and their presentation
// attributes. Scripts, event handlers, foreign HTML, links, external references and style
// sheets (which can fetch and run things) are dropped. The file is also served with a
// Content-Security-Policy that forbids scripts, so a trick this list misses still runs nothing.
const ELEMENTS = [
  "svg",
  "g",
  "defs",
  "title",
  "desc",
  "symbol",
  "use",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "linearGradient",
  "radialGradient",
  "stop",
  "clipPath",
  "mask",
  "pattern",
];

const PRESENTATION = [
  "id",
  "class",
  "transform",
  "fill",
  "fill-opacity",
  "fill-rule",
  "clip-rule",
  "clip-path",
  "mask",
  "stroke",
  "stroke-width",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-miterlimit",
  "stroke-dasharray",
  "stroke-dashoffset",
  "stroke-opacity",
  "opacity",
  "color",
  "display",
  "visibility",
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "text-anchor",
  "dominant-baseline",
  "letter-spacing",
];
const GEOMETRY = [
  "x",
  "y",
  "x1",
  "y1",
  "x2",
  "y2",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "fx",
  "fy",
  "d",
  "points",
  "width",
  "height",
  "viewBox",
  "preserveAspectRatio",
  "xmlns",
  "xmlns:xlink",
  "version",
  "offset",
  "stop-color",
  "stop-opacity",
  "gradientUnits",
  "gradientTransform",
  "spreadMethod",
  "patternUnits",
  "patternTransform",
  "clipPathUnits",
  "maskUnits",
  "dx",
  "dy",
];

/** Local references only: `#id` (a gradient, a symbol), never a URL. */
const localRef = (value: string) => /^#[\w.-]+$/.test(value.trim());
/** Paint and clip values may point at a local id, never at a URL. */
const safeValue = (value: string) => !/url\(\s*(?!["']?#)/i.test(value) && !/javascript:|data:/i.test(value);

export function sanitizeSvg(svg: string): string {
  return sanitizeHtml(svg, {
    allowedTags: ELEMENTS,
    allowedAttributes: { "*": [...PRESENTATION, ...GEOMETRY, "href", "xlink:href"] },
    allowedSchemes: [],
    allowProtocolRelative: false,
    // SVG names are camelCase (linearGradient, viewBox): compared as written.
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
    transformTags: {
      "*": (tagName, attribs) => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(attribs)) {
          const lower = name.toLowerCase();
          if (lower === "href" || lower === "xlink:href") {
            if (localRef(value)) kept[name] = value;
          } else if (safeValue(value)) kept[name] = value;
        }
        return { tagName, attribs: kept };
      },
    },
    nonTextTags: ["script", "style", "foreignObject", "foreignobject", "iframe", "textarea", "noscript"],
  });
}
