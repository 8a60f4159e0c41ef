export const notFound = {
  title: "Oops! Page not found",
  code: "404",
  link: "Return to Home",
} as const;
