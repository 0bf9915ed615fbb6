/**
 * Every error code the API answers, in one list: `{ error: { code, message, requestId } }`. The
 * server's `apiError` takes only these codes, so a new one is added here first, with a line that
 * says what it means. The message is the server's Portuguese text (the spec's where it gives one);
 * a page a visitor reads shows the code's text in the visitor's language
 * (`src/web/lib/api-error-text.ts`, locale key `errors.<code>` of the `common` namespace), the
 * admin panel and the driver portal show the Portuguese message as it is.
 */
export const ERROR_CODES = {
  // The request itself.
  invalid_input: "the body, query or a path parameter breaks the operation's schema (message: the first rule broken)",
  payload_too_large: "the body is larger than the route takes",
  unsupported_media_type: "a state-changing request whose body is not a type the route takes",
  forbidden_origin: "a state-changing request from another site's page",
  rate_limited: "too many requests from this caller in the route's window",
  http_error: "a request the HTTP layer refused before any route (malformed, unknown method)",
  invalid_signature: "a payment provider's webhook whose signature does not verify",
  // Who is asking.
  unauthenticated: "no session: sign in",
  forbidden: "signed in without the role the route needs",
  email_unverified: "a customer-area route for an account whose e-mail is not verified",
  own_admin_role: "an admin removing their own admin role",
  last_admin: "removing or demoting the last admin",
  // What is asked for.
  not_found: "no row behind the id, slug or token (or one the caller may not see)",
  email_taken: "an account with this e-mail exists",
  already_verified: "the e-mail is verified already",
  in_use: "a catalogue row others still point at",
  self: "an admin acting on their own account where that is refused",
  not_a_driver: "the user named as a driver has no driver role",
  vehicle_not_found: "the vehicle named does not exist",
  origin_not_found: "the pickup address could not be found",
  destination_not_found: "the drop-off address could not be found",
  address_not_found: "an address could not be found",
  too_many_files: "an upload with more files than allowed",
  photo_refused: "no file of an upload could be stored (each file's reason is in the answer)",
  too_many_rows: "an export larger than the most rows a file takes",
  // A booking and its money.
  no_price: "no price covers this trip",
  prices_failed: "the prices could not be computed",
  booking_exists: "the form's booking id is stored already with other details",
  booking_closed: "the booking is cancelled or completed and takes no change",
  booking_cancelled: "the booking was cancelled",
  already_cancelled: "the booking was cancelled already",
  cancel_not_allowed: "too late to cancel online",
  change_not_allowed: "too late to ask for a change online",
  message_length: "a change request outside 10 to 2000 characters",
  not_pending: "the booking is not waiting for a payment",
  not_paid: "the booking has no payment to act on",
  awaiting_approval: "a tour waits for the company's approval before it is paid",
  payments_off: "online payment is switched off",
  payment_unavailable: "the payment provider could not be reached",
  checkout_not_recorded: "the checkout was opened but could not be recorded",
  amount_mismatch: "a payment whose amount is not the booking's",
  refunded: "the payment is refunded already",
  refund_changed: "the refund changed since the customer saw it",
  refund_unavailable: "the refund could not be made now",
  refund_impossible: "no refund can be made for this change",
  refused: "the provider refused the operation",
  // Change requests and quote requests.
  already_decided: "the request was applied or declined already",
  service_started: "the service has started: no change any more",
  not_this_booking: "the change names another booking",
  vehicle_too_small: "the vehicle has fewer seats than the passengers",
  price_unavailable: "the changed trip could not be priced",
  new_pickup_past: "the changed pickup time has passed",
  not_open: "the quote request was accepted or declined already",
  quote_expired: "the quote's validity has passed",
  quote_declined: "the quote was declined",
  // The driver's steps on the day of service (driver portal).
  step_out_of_order: "a step out of the order A caminho → No local → Passageiro a bordo → Concluída",
  no_show_too_early: "Não compareceu before the free waiting time is over",
  step_time_in_future: "a step's time later than now",
  step_time_before_previous: "a step's time before the previous step's",
  step_time_too_old: "a step queued more than 24 hours ago",
  no_job_in_progress: "a position sent while the driver is not on the way to a job",
  // Invoicing (certified invoices, decision 0051).
  invalid_invoice_details: "invoice details (NIF, name, address) that break their rule (message: the rule's)",
  invoice_details_closed: "invoice details changed after the service date or on a cancelled booking",
  invoice_already_issued: "a retry of an invoicing document that was issued already",
  // Settings and the server.
  not_configured: "a feature whose settings are missing",
  internal_error: "an unexpected failure (the request id finds it in the log)",
  database_unavailable: "the database cannot be reached",
  starting: "the server is starting: the database is not open yet",
  stopping: "the server is stopping: try again in a moment",
} as const satisfies Record<string, string>;

export type ErrorCode = keyof typeof ERROR_CODES;

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === "string" && Object.hasOwn(ERROR_CODES, value);

/**
 * The codes a visitor's page (the public site, the booking form, the customer's booking page,
 * the quote page) can receive and shows in the visitor's language by code. Each has a text in
 * every language (`i18n-keys.test.ts`). `invalid_input` is not here: its message is the broken
 * rule's, which the form maps to its own key (the domain's message constants).
 */
export const VISITOR_ERROR_CODES = [
  "not_found",
  "rate_limited",
  "payload_too_large",
  "forbidden_origin",
  "unauthenticated",
  "email_unverified",
  "no_price",
  "origin_not_found",
  "destination_not_found",
  "address_not_found",
  "booking_exists",
  "booking_closed",
  "already_cancelled",
  "cancel_not_allowed",
  "change_not_allowed",
  "message_length",
  "not_pending",
  "awaiting_approval",
  "payments_off",
  "payment_unavailable",
  "checkout_not_recorded",
  "refund_changed",
  "refund_unavailable",
  "invoice_details_closed",
  "quote_expired",
  "quote_declined",
  "internal_error",
  "database_unavailable",
  "starting",
  "stopping",
] as const satisfies readonly ErrorCode[];

export type VisitorErrorCode = (typeof VISITOR_ERROR_CODES)[number];

export const isVisitorErrorCode = (value: unknown): value is VisitorErrorCode =>
  (VISITOR_ERROR_CODES as readonly unknown[]).includes(value);
