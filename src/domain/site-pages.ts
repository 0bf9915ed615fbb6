/**
 * The pages of the web app (its router's paths); ":name" stands for one path segment. The
 * server answers 404 for any other path, while still sending the app, which shows its 404 page.
 */
export const SITE_PAGES = [
  "/",
  "/transfers",
  "/tours",
  "/tours/:slug",
  "/fleet",
  "/about",
  "/contact",
  "/terms",
  "/login",
  "/reset-password",
  "/setup/:token",
  "/payment-success",
  "/payment-cancelled",
  "/booking/:token",
  "/quote/:token",
  "/account",
  "/account/bookings/:id",
  "/admin",
  "/driver",
  "/download-app",
] as const;

const segments = (path: string) => path.split("/").filter((s) => s !== "");

/** Whether a URL path (without query) is one of the app's pages; a trailing slash is allowed. */
export function isSitePage(pathname: string): boolean {
  const actual = segments(pathname);
  return SITE_PAGES.some((page) => {
    const pattern = segments(page);
    return pattern.length === actual.length && pattern.every((part, i) => part.startsWith(":") || part === actual[i]);
  });
}
