/** The public navigation (spec section 2, Navigation); labels are keys of the `common` namespace. */
export const NAV_LINKS = [
  { to: "/", labelKey: "nav.home", end: true },
  { to: "/transfers", labelKey: "nav.transfers", end: false },
  { to: "/tours", labelKey: "nav.tours", end: false },
  { to: "/fleet", labelKey: "nav.fleet", end: false },
  { to: "/contact", labelKey: "nav.contact", end: false },
] as const;

export const BOOK_NOW_HREF = "/transfers#book";
