/**
 * For tests: who may call which route, written by hand from the product's rules (spec section 6,
 * decisions 0002, 0004, 0014 and 0015), never from the routes' own declarations. One row per route
 * as the server registers it (method and path pattern); each cell is the set of statuses that
 * caller must get. `src/server/http/access.test.ts` calls every cell and checks every registered
 * route has its row.
 */

/**
 * The callers of the table. `token` holds a booking's private link and no session. `customer` is
 * signed in without a role with a verified e-mail and has a booking made with it (decision 0046);
 * the other session callers' e-mails are not verified.
 */
export const CALLERS = ["anonymous", "noRole", "customer", "driverA", "driverB", "admin", "token"] as const;
export type Caller = (typeof CALLERS)[number];

/**
 * Passed the access gate and answered by the route itself: a success (200, 201, 204), or an answer
 * about the input or the data that only the route's handler gives: invalid input 400, unknown
 * row 404, conflict with the row's state 409, 422. Never 401, 403 or any 5xx.
 */
export const OK = [200, 201, 204, 400, 404, 409, 422] as const;

export type Cell = readonly number[];
type CellSpec = number | Cell;

/**
 * What a probe sends: `json` (default for a state-changing method; `{}` unless the row gives a
 * body), `form` (an empty url-encoded form) or `multipart` (a form with one text field and no file).
 */
export type BodyKind = "json" | "form" | "multipart";

/** A path parameter that points at a fixture of the test rather than at an unknown row. */
export type Fixture = "bookingA" | "notificationA" | "bookingCustomer";

export interface AccessRow {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "ALL";
  /** The pattern exactly as the server registers it. */
  path: string;
  expect: Partial<Record<Caller, Cell>>;
  /** The concrete path of a wildcard route (otherwise built from the pattern). */
  probePath?: string;
  /** `:id` points at this fixture (otherwise a well-formed unknown id). */
  id?: Fixture;
  body?: unknown;
  bodyKind?: BodyKind;
}

const cell = (spec: CellSpec): Cell => (typeof spec === "number" ? [spec] : spec);

/** One row: the six session callers in order (anonymous, no role, customer, driver A, driver B, admin). */
function row(
  method: AccessRow["method"],
  path: string,
  cells: readonly [CellSpec, CellSpec, CellSpec, CellSpec, CellSpec, CellSpec],
  extra: Omit<AccessRow, "method" | "path" | "expect"> & { token?: CellSpec } = {},
): AccessRow {
  const [anonymous, noRole, customer, driverA, driverB, admin] = cells.map(cell) as unknown as Cell[];
  const { token, ...rest } = extra;
  return {
    method,
    path,
    expect: { anonymous, noRole, customer, driverA, driverB, admin, ...(token === undefined ? {} : { token: cell(token) }) },
    ...rest,
  };
}

// Shorthands for the cells; every row still lists each caller's cell.
const Y = OK; // passes the gate
const A = 401; // no session: "Sessão necessária"
const F = 403; // signed in without the role (or, on the customer area, without a verified e-mail)

/** A well-formed booking token (43 base64url characters) that opens nothing. */
export const UNKNOWN_TOKEN = "Q".repeat(43);
/** A well-formed id that is no row's. */
export const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

export const ACCESS_TABLE: readonly AccessRow[] = [
  // Accounts (better-auth) and the caller's own session: anyone.
  //                                                      anonymous noRole customer driverA driverB admin
  row("ALL", "/api/auth/*",                               [200,      200,   200,     200,    200,    200], { probePath: "/api/auth/get-session" }),
  row("GET", "/api/me",                                   [200,      200,   200,     200,    200,    200]),
  row("GET", "/api/health",                               [Y,        Y,     Y,       Y,      Y,      Y]),
  row("GET", "/api/health/ready",                         [200,      200,   200,     200,    200,    200]),
  // Prometheus metrics: behind METRICS_TOKEN (a Bearer token, no session); without one set, as here, 404.
  row("GET", "/metrics",                                  [404,      404,   404,     404,    404,    404]),
  // The first admin's setup link (decision 0002): once an admin exists it is gone for everyone.
  row("GET", "/api/setup/:token",                         [404,      404,   404,     404,    404,    404]),
  row("POST", "/api/setup/:token",                        [404,      404,   404,     404,    404,    404]),

  // The public site (spec section 6: visitors browse, quote, book and write without signing in).
  row("GET", "/api/content",                              [Y,        Y,     Y,       Y,      Y,      Y]),
  row("GET", "/api/tours",                                [Y,        Y,     Y,       Y,      Y,      Y]),
  row("GET", "/api/tours/:slug",                          [Y,        Y,     Y,       Y,      Y,      Y]),
  row("GET", "/api/vehicles",                             [Y,        Y,     Y,       Y,      Y,      Y]),
  row("GET", "/api/extras",                               [Y,        Y,     Y,       Y,      Y,      Y]),
  row("POST", "/api/contact-messages",                    [Y,        Y,     Y,       Y,      Y,      Y]),
  row("GET", "/photos/:fileName",                         [Y,        Y,     Y,       Y,      Y,      Y]),
  row("GET", "/robots.txt",                               [Y,        Y,     Y,       Y,      Y,      Y]),
  row("GET", "/sitemap.xml",                              [Y,        Y,     Y,       Y,      Y,      Y]),
  row("GET", "/api/places/search",                        [Y,        Y,     Y,       Y,      Y,      Y]),
  row("GET", "/api/places/geocode",                       [Y,        Y,     Y,       Y,      Y,      Y]),
  row("GET", "/api/places/:id",                           [Y,        Y,     Y,       Y,      Y,      Y]),
  row("POST", "/api/quotes",                              [Y,        Y,     Y,       Y,      Y,      Y]),
  row("POST", "/api/quotes/classes",                      [Y,        Y,     Y,       Y,      Y,      Y]),
  row("POST", "/api/quote-requests",                      [Y,        Y,     Y,       Y,      Y,      Y]),
  row("POST", "/api/bookings",                            [Y,        Y,     Y,       Y,      Y,      Y]),
  // Payments: the booking form pays without an account; Stripe calls its webhook (signed).
  row("POST", "/api/payments/stripe/webhook",             [Y,        Y,     Y,       Y,      Y,      Y]),
  row("GET", "/api/payments/test-checkout.css",           [Y,        Y,     Y,       Y,      Y,      Y]),
  row("GET", "/api/payments/test-checkout/:sessionId",    [Y,        Y,     Y,       Y,      Y,      Y]),
  row("POST", "/api/payments/test-checkout/:sessionId/pay", [Y,        Y,     Y,       Y,      Y,      Y], { bodyKind: "form" }),
  row("POST", "/api/payments/test-checkout/:sessionId/cancel", [Y,        Y,     Y,       Y,      Y,      Y], { bodyKind: "form" }),

  // Manage my booking (decision 0015): the token is the only key. A session opens nothing: with a
  // token that is no booking's every session caller gets the same 404; the holder of a booking's
  // token gets its booking.
  row("GET", "/api/manage/:token",                        [404,      404,   404,     404,    404,    404], { token: 200 }),
  row("GET", "/api/manage/:token/calendar.ics",           [404,      404,   404,     404,    404,    404], { token: 200 }),
  row("GET", "/api/manage/:token/service",                [404,      404,   404,     404,    404,    404], { token: 200 }),
  row("POST", "/api/manage/:token/checkout",              [404,      404,   404,     404,    404,    404], { token: Y }),
  row("POST", "/api/manage/:token/cancel",                [404,      404,   404,     404,    404,    404], {
    token: Y,
    body: { expectedRefundCents: 0 },
  }),
  row("POST", "/api/manage/:token/invoice-details",       [404,      404,   404,     404,    404,    404], {
    token: Y,
    body: { invoiceTaxId: "501442600" },
  }),
  row("POST", "/api/manage/:token/change-request",        [404,      404,   404,     404,    404,    404], {
    token: Y,
    body: { message: "Could the pickup be at 15:00 instead, please?" },
  }),

  // The customer area (decision 0046): signed in with a verified e-mail, and only the bookings made
  // with it. `:id` is the customer's own booking; the other session callers' e-mails are not
  // verified (403 email_unverified). Another customer's booking answers 404 (access.test.ts).
  row("GET", "/api/account/bookings",                     [A,        F,     200,     F,      F,      F]),
  row("GET", "/api/account/bookings/:id",                 [A,        F,     200,     F,      F,      F], { id: "bookingCustomer" }),
  row("GET", "/api/account/bookings/:id/calendar.ics",    [A,        F,     200,     F,      F,      F], { id: "bookingCustomer" }),
  row("GET", "/api/account/bookings/:id/service",         [A,        F,     200,     F,      F,      F], { id: "bookingCustomer" }),
  row("POST", "/api/account/bookings/:id/checkout",       [A,        F,     Y,       F,      F,      F], { id: "bookingCustomer" }),
  row("POST", "/api/account/bookings/:id/cancel",         [A,        F,     Y,       F,      F,      F], {
    id: "bookingCustomer",
    body: { expectedRefundCents: 0 },
  }),
  row("POST", "/api/account/bookings/:id/invoice-details", [A,        F,     Y,       F,      F,      F], {
    id: "bookingCustomer",
    body: { invoiceTaxId: "501442600" },
  }),
  row("POST", "/api/account/bookings/:id/change-request", [A,        F,     Y,       F,      F,      F], {
    id: "bookingCustomer",
    body: { message: "Could the pickup be at 15:00 instead, please?" },
  }),
  // A new verification e-mail: any signed-in caller; already verified, 409.
  row("POST", "/api/account/verification-email",          [A,        200,   409,     200,    200,    200]),
  // A quote's private link (decision 0044): its own token is the only key; a booking's token or a
  // session opens no quote (the same 404 as an unknown token).
  row("GET", "/api/quote/:token",                         [404,      404,   404,     404,    404,    404], { token: 404 }),
  row("POST", "/api/quote/:token/accept",                 [404,      404,   404,     404,    404,    404], { token: 404, body: { vehicleClass: "Van" } }),

  // The driver portal (spec section 6, decision 0014): drivers only, and only their own bookings.
  // `:id` is driver A's booking (and A's assignment notification): A changes it, B gets the same
  // 404 as for an unknown booking, an admin has no driver route.
  row("GET", "/api/driver/bookings",                      [A,        F,     F,       200,    200,    F]),
  row("PATCH", "/api/driver/bookings/:id/status",         [A,        F,     F,       200,    404,    F], {
    id: "bookingA",
    body: { status: "in_progress" },
  }),
  // The day of service (decision 0050): the assigned driver only; another driver gets the 404 of an unknown booking.
  row("POST", "/api/driver/bookings/:id/steps",           [A,        F,     F,       Y,      404,    F], {
    id: "bookingA",
    body: { step: "on_the_way" },
  }),
  row("POST", "/api/driver/bookings/:id/position",        [A,        F,     F,       Y,      404,    F], {
    id: "bookingA",
    body: { lat: 37.0144, lng: -7.9659 },
  }),
  row("POST", "/api/driver/bookings/:id/calls",           [A,        F,     F,       Y,      404,    F], { id: "bookingA" }),
  row("GET", "/api/driver/notifications",                 [A,        F,     F,       200,    200,    F]),
  row("GET", "/api/driver/time-off",                      [A,        F,     F,       200,    200,    F]),
  row("POST", "/api/driver/notifications/read-all",       [A,        F,     F,       200,    200,    F]),
  row("POST", "/api/driver/notifications/:id/read",       [A,        F,     F,       200,    404,    F], { id: "notificationA" }),

  // The admin panel (spec section 6): admins only. Booking routes get driver A's booking: no
  // driver reaches it through them.
  row("GET", "/api/admin/bookings",                       [A,        F,     F,       F,      F,      200]),
  row("GET", "/api/admin/drivers",                        [A,        F,     F,       F,      F,      200]),
  row("GET", "/api/admin/summary",                        [A,        F,     F,       F,      F,      200]),
  row("GET", "/api/admin/dispatch",                       [A,        F,     F,       F,      F,      400]), // no period given
  row("POST", "/api/admin/drivers/:id/time-off",          [A,        F,     F,       F,      F,      400]),
  row("DELETE", "/api/admin/time-off/:id",                [A,        F,     F,       F,      F,      404]),
  // Reports and exports (decision 0027): admins only (the admin's probe gives no period or format).
  row("GET", "/api/admin/reports",                        [A,        F,     F,       F,      F,      400]),
  row("GET", "/api/admin/reports/export",                 [A,        F,     F,       F,      F,      400]),
  row("GET", "/api/admin/reports/bookings-export",        [A,        F,     F,       F,      F,      400]),
  row("GET", "/api/admin/bookings/:id",                   [A,        F,     F,       F,      F,      200], { id: "bookingA" }),
  // The PDF receipt (decision 0030): driver A's booking is not paid, so the admin gets 409.
  row("GET", "/api/admin/bookings/:id/receipt",           [A,        F,     F,       F,      F,      409], { id: "bookingA" }),
  row("PATCH", "/api/admin/bookings/:id/status",          [A,        F,     F,       F,      F,      400], { id: "bookingA" }),
  row("POST", "/api/admin/bookings/:id/assign",           [A,        F,     F,       F,      F,      400], { id: "bookingA" }),
  row("POST", "/api/admin/bookings/:id/payment-link",     [A,        F,     F,       F,      F,      Y], { id: "bookingA" }),
  row("DELETE", "/api/admin/bookings/:id",                [A,        F,     F,       F,      F,      404]),
  row("GET", "/api/users",                                [A,        F,     F,       F,      F,      200]),
  row("POST", "/api/users",                               [A,        F,     F,       F,      F,      Y]),
  row("PATCH", "/api/users/:id",                          [A,        F,     F,       F,      F,      Y]),
  row("PUT", "/api/users/:id/roles/:role",                [A,        F,     F,       F,      F,      Y]),
  row("DELETE", "/api/users/:id/roles/:role",             [A,        F,     F,       F,      F,      Y]),
  row("PUT", "/api/users/:id/password",                   [A,        F,     F,       F,      F,      Y]),
  row("DELETE", "/api/users/:id",                         [A,        F,     F,       F,      F,      Y]),
  row("GET", "/api/admin/messages",                       [A,        F,     F,       F,      F,      200]),
  // Certified invoices (decision 0051): the documents that did not go, and their retry.
  row("GET", "/api/admin/invoice-documents",              [A,        F,     F,       F,      F,      200]),
  row("POST", "/api/admin/invoice-documents/:id/retry",   [A,        F,     F,       F,      F,      Y]),
  row("PATCH", "/api/admin/messages/:id",                 [A,        F,     F,       F,      F,      Y]),
  row("DELETE", "/api/admin/messages/:id",                [A,        F,     F,       F,      F,      Y]),
  row("GET", "/api/admin/notifications",                  [A,        F,     F,       F,      F,      200]),
  row("POST", "/api/admin/notifications",                 [A,        F,     F,       F,      F,      Y]),
  row("DELETE", "/api/admin/notifications/:id",           [A,        F,     F,       F,      F,      Y]),
  row("GET", "/api/admin/photos",                         [A,        F,     F,       F,      F,      200]),
  row("POST", "/api/admin/photos",                        [A,        F,     F,       F,      F,      400], { bodyKind: "multipart" }),
  row("DELETE", "/api/admin/photos/:id",                  [A,        F,     F,       F,      F,      404]),
  row("GET", "/api/admin/zones",                          [A,        F,     F,       F,      F,      200]),
  row("GET", "/api/admin/zones/:id",                      [A,        F,     F,       F,      F,      404]),
  row("POST", "/api/admin/zones",                         [A,        F,     F,       F,      F,      Y]),
  row("PUT", "/api/admin/zones/:id",                      [A,        F,     F,       F,      F,      Y]),
  row("DELETE", "/api/admin/zones/:id",                   [A,        F,     F,       F,      F,      Y]),
  row("GET", "/api/admin/settings",                       [A,        F,     F,       F,      F,      200]),
  row("PUT", "/api/admin/settings",                       [A,        F,     F,       F,      F,      Y]),
  row("GET", "/api/admin/tours",                          [A,        F,     F,       F,      F,      200]),
  row("POST", "/api/admin/tours",                         [A,        F,     F,       F,      F,      Y]),
  row("POST", "/api/admin/tours/fix-slugs",               [A,        F,     F,       F,      F,      Y]),
  row("PUT", "/api/admin/tours/:id",                      [A,        F,     F,       F,      F,      Y]),
  row("DELETE", "/api/admin/tours/:id",                   [A,        F,     F,       F,      F,      Y]),
  row("GET", "/api/admin/vehicle-classes",                [A,        F,     F,       F,      F,      200]),
  row("GET", "/api/admin/tours/:id/prices",               [A,        F,     F,       F,      F,      Y]),
  row("POST", "/api/admin/tour-prices",                   [A,        F,     F,       F,      F,      Y]),
  row("DELETE", "/api/admin/tour-prices/:id",             [A,        F,     F,       F,      F,      Y]),
  row("GET", "/api/admin/vehicles",                       [A,        F,     F,       F,      F,      200]),
  row("POST", "/api/admin/vehicles",                      [A,        F,     F,       F,      F,      Y]),
  row("PUT", "/api/admin/vehicles/:id",                   [A,        F,     F,       F,      F,      Y]),
  row("DELETE", "/api/admin/vehicles/:id",                [A,        F,     F,       F,      F,      Y]),
  row("GET", "/api/admin/extras",                         [A,        F,     F,       F,      F,      200]),
  row("POST", "/api/admin/extras",                        [A,        F,     F,       F,      F,      Y]),
  row("PUT", "/api/admin/extras/:id",                     [A,        F,     F,       F,      F,      Y]),
  row("DELETE", "/api/admin/extras/:id",                  [A,        F,     F,       F,      F,      Y]),
  row("GET", "/api/admin/content",                        [A,        F,     F,       F,      F,      200]),
  row("PUT", "/api/admin/content/:section/:key",          [A,        F,     F,       F,      F,      Y]),
  row("POST", "/api/admin/change-requests/:id/apply",     [A,        F,     F,       F,      F,      400]),
  row("POST", "/api/admin/change-requests/:id/decline",   [A,        F,     F,       F,      F,      400]),
  row("GET", "/api/admin/quote-requests",                 [A,        F,     F,       F,      F,      200]),
  row("POST", "/api/admin/quote-requests/:id/quote",      [A,        F,     F,       F,      F,      Y], { body: { prices: [{ vehicleClass: "Van", priceCents: 24000 }], validHours: 48 } }),
  row("POST", "/api/admin/quote-requests/:id/decline",    [A,        F,     F,       F,      F,      Y]),

  // Any other /api path: the same 404 for everyone.
  row("ALL", "/api/*",                                    [404,      404,   404,     404,    404,    404], { probePath: "/api/no-such-endpoint" }),
];
