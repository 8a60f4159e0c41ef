export const notFound = {
  title: "Oops! Page not found",
  code: "404",
  // The spec gives only the heading; the link is ours, so it is Dutch.
  link: "Terug naar de startpagina",
} as const;
