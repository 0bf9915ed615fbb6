import { sql } from "drizzle-orm";
import type { Translations } from "../../domain/translations.ts";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  pgView,
  primaryKey,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/* ------------------------------------------------------------------ */
/* Accounts (tables used by better-auth: user, session, account, ...)  */
/* ------------------------------------------------------------------ */

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", {
      withTimezone: true,
    }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", {
      withTimezone: true,
    }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/** Request counters of the auth rate limiter, shared by every server process. */
export const rateLimits = pgTable("rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

export const appRole = pgEnum("app_role", ["admin", "driver"]);

export const profiles = pgTable("profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  name: text("name").notNull().default(""),
  phone: text("phone"),
  /** A driver's usual vehicle: its seats are checked against a job's passengers on the dispatch board. */
  vehicleId: uuid("vehicle_id").references(() => vehicles.id, {
    onDelete: "set null",
  }),
  /**
   * The car this driver drives, as the customer is told before a pickup (decision 0050): a
   * catalogue vehicle is a model shown to the public, not one car with a plate.
   */
  carMake: text("car_make"),
  carModel: text("car_model"),
  carColour: text("car_colour"),
  carPlate: text("car_plate"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const userRoles = pgTable(
  "user_roles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: appRole("role").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("user_roles_user_id_role_key").on(t.userId, t.role),
    index("user_roles_role_idx").on(t.role),
  ],
);

/** Small facts about this installation (e.g. when the demo catalogue was seeded). */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

/**
 * One-time tokens for creating the first admin in the browser. The hash is what a link is checked
 * against; the token itself is kept (readable only with database access, like sessions) so that
 * every server process sharing the database prints the same link.
 */
export const setupTokens = pgTable("setup_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  token: text("token"),
  createdAt: createdAt(),
});

/* ------------------------------------------------------------------ */
/* Catalogue                                                           */
/* ------------------------------------------------------------------ */

export const vehicles = pgTable(
  "vehicles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    class: text("class").notNull(),
    description: text("description"),
    capacity: integer("capacity").notNull(),
    features: text("features")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    imageUrl: text("image_url"),
    /** Texts in the other languages (src/domain/translations.ts); the columns above are English. */
    translations: jsonb("translations")
      .$type<Translations>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    index("vehicles_class_idx").on(t.class),
    index("vehicles_name_idx").on(t.name),
    check("vehicles_capacity_positive", sql`${t.capacity} > 0`),
  ],
);

export const extras = pgTable(
  "extras",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    priceCents: integer("price_cents").notNull().default(0),
    description: text("description"),
    imageUrl: text("image_url"),
    /** Texts in the other languages (src/domain/translations.ts); the columns above are English. */
    translations: jsonb("translations")
      .$type<Translations>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    index("extras_name_idx").on(t.name),
    check("extras_price_non_negative", sql`${t.priceCents} >= 0`),
  ],
);

export const zones = pgTable(
  "zones",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    origin: text("origin").notNull(),
    destination: text("destination").notNull(),
    originLat: doublePrecision("origin_lat").notNull(),
    originLng: doublePrecision("origin_lng").notNull(),
    destinationLat: doublePrecision("destination_lat").notNull(),
    destinationLng: doublePrecision("destination_lng").notNull(),
    originRadiusKm: doublePrecision("origin_radius_km").notNull().default(5),
    destinationRadiusKm: doublePrecision("destination_radius_km")
      .notNull()
      .default(5),
    /** The typical road speed between origin and destination: the dispatch board's transfer duration. */
    roadSpeedKmh: integer("road_speed_kmh").notNull().default(60),
    createdAt: createdAt(),
  },
  (t) => [
    index("zones_name_idx").on(t.name),
    index("zones_created_at_idx").on(t.createdAt),
    check("zones_road_speed_range", sql`${t.roadSpeedKmh} between 10 and 130`),
  ],
);

export const zonePrices = pgTable(
  "zone_prices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    zoneId: uuid("zone_id")
      .notNull()
      .references(() => zones.id, { onDelete: "cascade" }),
    vehicleClass: text("vehicle_class").notNull(),
    priceCents: integer("price_cents").notNull(),
  },
  (t) => [
    uniqueIndex("zone_prices_zone_id_vehicle_class_key").on(
      t.zoneId,
      t.vehicleClass,
    ),
    check("zone_prices_price_positive", sql`${t.priceCents} > 0`),
  ],
);

export const tours = pgTable(
  "tours",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    imageUrl: text("image_url"),
    additionalImages: text("additional_images")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** How long the tour lasts, in hours (shown in the visitor's language: "8 hours", "8 horas"). */
    durationHours: doublePrecision("duration_hours").notNull(),
    capacity: integer("capacity").notNull().default(7),
    highlights: text("highlights")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    itinerary: text("itinerary"),
    inclusions: text("inclusions")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    exclusions: text("exclusions")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    priceCents: integer("price_cents").notNull().default(0),
    extraHourPriceCents: integer("extra_hour_price_cents"),
    /** Texts in the other languages (src/domain/translations.ts); the columns above are English. */
    translations: jsonb("translations")
      .$type<Translations>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("tours_slug_key").on(t.slug),
    index("tours_created_at_idx").on(t.createdAt),
    index("tours_name_idx").on(t.name),
    check("tours_duration_hours_positive", sql`${t.durationHours} > 0`),
    check(
      "tours_additional_images_max_4",
      sql`coalesce(array_length(${t.additionalImages}, 1), 0) <= 4`,
    ),
  ],
);

/**
 * Every slug a tour had before its current one (decision 0040): a link to an old slug answers 301
 * to the tour's current page. A slug is here at most once; it leaves when a tour takes it as its
 * current slug again (its own, or another's through Corrigir Slugs), and with its tour.
 */
export const tourSlugHistory = pgTable(
  "tour_slug_history",
  {
    slug: text("slug").primaryKey(),
    tourId: uuid("tour_id")
      .notNull()
      .references(() => tours.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("tour_slug_history_tour_id_idx").on(t.tourId)],
);

export const tourPrices = pgTable(
  "tour_prices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tourId: uuid("tour_id")
      .notNull()
      .references(() => tours.id, { onDelete: "cascade" }),
    vehicleId: uuid("vehicle_id").references(() => vehicles.id, {
      onDelete: "set null",
    }),
    vehicleClass: text("vehicle_class").notNull(),
    minPassengers: integer("min_passengers").notNull().default(1),
    maxPassengers: integer("max_passengers").notNull().default(4),
    priceCents: integer("price_cents").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("tour_prices_tour_id_idx").on(t.tourId, t.vehicleClass),
    index("tour_prices_vehicle_id_idx").on(t.vehicleId),
  ],
);

/* ------------------------------------------------------------------ */
/* Bookings                                                            */
/* ------------------------------------------------------------------ */

export const bookingType = pgEnum("booking_type", ["transfer", "tour"]);
export const bookingStatus = pgEnum("booking_status", [
  "pending",
  "confirmed",
  "assigned",
  "in_progress",
  "completed",
  "cancelled",
]);

export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey(),
    bookingType: bookingType("booking_type").notNull(),
    origin: text("origin").notNull(),
    destination: text("destination").notNull(),
    bookingDate: date("booking_date", { mode: "string" }).notNull(),
    bookingTime: time("booking_time").notNull(),
    passengers: integer("passengers").notNull(),
    vehicleId: uuid("vehicle_id").references(() => vehicles.id, {
      onDelete: "set null",
    }),
    vehicleClass: text("vehicle_class").notNull(),
    tourId: uuid("tour_id").references(() => tours.id, {
      onDelete: "set null",
    }),
    /**
     * The zone that priced a transfer (null for a tour, or when the zone has since been deleted):
     * the zone reports and the dispatch board's durations read it (migration 0014).
     */
    zoneId: uuid("zone_id").references(() => zones.id, {
      onDelete: "set null",
    }),
    flightNumber: text("flight_number"),
    customerName: text("customer_name").notNull(),
    customerPhone: text("customer_phone").notNull(),
    /**
     * The phone's digits as the admin search compares them: E.164 without the "+", Portugal for a
     * number written without a country code (src/domain/phone-digits.ts, decision 0040). Null only
     * for rows an earlier release wrote (the search also reads customer_phone as typed).
     */
    customerPhoneDigits: text("customer_phone_digits"),
    customerEmail: text("customer_email").notNull(),
    specialRequests: text("special_requests"),
    /**
     * Invoice details the customer gave (all optional, decision 0051): a tax number (a Portuguese
     * NIF as its 9 digits, or a foreign VAT number with its country code, src/domain/nif.ts), and the
     * name or company name and address the invoice is made out to. Without a tax number the
     * invoice reads "Consumidor final".
     */
    invoiceTaxId: text("invoice_tax_id"),
    invoiceName: text("invoice_name"),
    invoiceAddress: text("invoice_address"),
    totalPriceCents: integer("total_price_cents").notNull(),
    status: bookingStatus("status").notNull().default("pending"),
    assignedDriverId: text("assigned_driver_id").references(() => users.id, {
      onDelete: "set null",
    }),
    /**
     * For a return trip, or a further vehicle of a group: the outbound booking it belongs to (the
     * group's first vehicle), which carries the payment and the manage link.
     */
    outboundBookingId: uuid("outbound_booking_id"),
    /**
     * A group in several vehicles (decision 0045): this vehicle's number in its group (1 for the
     * booking that carries the payment), and the group's number of vehicles. Null outside a group.
     */
    groupVehicle: integer("group_vehicle"),
    groupSize: integer("group_size"),
    /**
     * When the company last sent (or re-sent) a payment link. A tour needs the admin's approval
     * (spec section 4): its checkout opens only once this is set.
     */
    paymentLinkSentAt: timestamp("payment_link_sent_at", {
      withTimezone: true,
    }),
    /** The language the customer booked in (en, pt, fr, es, zh): their e-mails are written in it. */
    language: text("language").notNull().default("en"),
    /**
     * The SHA-256 of the canonical submission that created this booking (outbound bookings only):
     * a retry of the same submission is recognised by it, never by the browser-made id alone
     * (migration 0015). Null for return trips and older bookings: their ids are never "the same
     * submission" again.
     */
    submissionHash: text("submission_hash"),
    /**
     * The driver's last step on the day of service (src/domain/service-steps.ts, decision 0050):
     * on_the_way, at_pickup, on_board, completed, no_show; null before the driver sets off.
     */
    serviceStep: text("service_step"),
    /** When that step happened on the driver's phone (a step queued offline keeps its real time). */
    serviceStepAt: timestamp("service_step_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("bookings_created_at_idx").on(t.createdAt),
    /**
     * The admin list: newest first, id breaking ties (one backward index scan per page). The
     * service date, status and type after them (the order is already total) let a walk under those
     * filters read this index alone, e.g. the newest bookings of a wide service-date range
     * (migration 0010, decision 0022).
     */
    index("bookings_created_at_covering_idx").on(
      t.createdAt,
      t.id,
      t.bookingDate,
      t.status,
      t.bookingType,
    ),
    /**
     * The admin list's service-date filter at a million bookings (decision 0020): the range is read
     * from this index alone, with what the counts per status, the type filter and the page's
     * newest-first order need.
     */
    index("bookings_booking_date_covering_idx").on(
      t.bookingDate,
      t.status,
      t.bookingType,
      t.createdAt,
      t.id,
    ),
    index("bookings_driver_date_idx").on(
      t.assignedDriverId,
      t.bookingDate,
      t.bookingTime,
    ),
    /**
     * The admin reports (decision 0027): a period's bookings, and the previous period's, aggregated
     * from this index alone (an index-only scan of the service-date range) instead of reading their
     * rows scattered over the table. Origin and destination are left out (up to 500 characters
     * each: an index row has a size limit); the zone and pickup reports read the table.
     */
    index("bookings_report_idx").on(
      t.bookingDate,
      t.status,
      t.bookingType,
      t.vehicleClass,
      t.totalPriceCents,
      t.tourId,
      t.assignedDriverId,
      t.createdAt,
      t.bookingTime,
      t.id,
    ),
    index("bookings_vehicle_id_idx").on(t.vehicleId),
    index("bookings_tour_id_idx").on(t.tourId),
    index("bookings_zone_id_idx").on(t.zoneId),
    /** The customer area's "My bookings": the bookings made with a verified e-mail, in any case (decision 0046). */
    index("bookings_customer_email_lower_idx").on(sql`lower(${t.customerEmail})`),
    /** Pending outbound bookings (the summary's payments pending): link sent counted from the index alone, the others looked up by id. */
    index("bookings_awaiting_payment_idx")
      .on(t.paymentLinkSentAt, t.id)
      .where(sql`${t.status} = 'pending' and ${t.outboundBookingId} is null`),
    index("bookings_outbound_booking_id_idx").on(t.outboundBookingId),
    /** The admin list by status, newest first, and the counts per status (read from the index alone). */
    index("bookings_status_created_at_id_idx").on(t.status, t.createdAt, t.id),
    /** The admin list by type (and status), and the counts per status of one type. */
    index("bookings_type_status_created_at_id_idx").on(
      t.bookingType,
      t.status,
      t.createdAt,
      t.id,
    ),
    /**
     * The admin search (ILIKE '%text%') by trigrams. Created only where the pg_trgm extension is
     * available (PostgreSQL); the embedded database scans instead (migration 0008, decision 0020).
     */
    index("bookings_customer_name_trgm_idx").using(
      "gin",
      t.customerName.op("gin_trgm_ops"),
    ),
    index("bookings_customer_email_trgm_idx").using(
      "gin",
      t.customerEmail.op("gin_trgm_ops"),
    ),
    index("bookings_customer_phone_trgm_idx").using(
      "gin",
      t.customerPhone.op("gin_trgm_ops"),
    ),
    /** The phone search by digits: a whole number (equality) or its start (LIKE 'digits%'). */
    index("bookings_customer_phone_digits_idx").on(
      t.customerPhoneDigits.op("text_pattern_ops"),
    ),
    /** Part of a number ('%digits%'), by trigrams where pg_trgm is available (migration 0018). */
    index("bookings_customer_phone_digits_trgm_idx").using(
      "gin",
      t.customerPhoneDigits.op("gin_trgm_ops"),
    ),
    check("bookings_passengers_range", sql`${t.passengers} between 1 and 50`),
  ],
);

/**
 * How many bookings there are per service date, type and status, kept by database triggers on
 * `bookings` in the same transaction as every insert, update and delete (migration 0009, decision
 * 0020), so no write path can forget it. The admin list's counts per status and its total, under
 * the status, type and service-date filters, are sums of these rows instead of a count over the
 * bookings. Rows whose count fell to zero stay (at most one per day, type and status).
 */
export const bookingCounts = pgTable(
  "booking_counts",
  {
    bookingDate: date("booking_date", { mode: "string" }).notNull(),
    bookingType: bookingType("booking_type").notNull(),
    status: bookingStatus("status").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingDate, t.bookingType, t.status] })],
);

/**
 * How many bookings were created per UTC day, type and status, kept by the same triggers. The
 * admin list finds a deep page from them: the day holding the page's first row, then a short walk
 * of the newest-first index from the end of that day.
 */
export const bookingCreatedCounts = pgTable(
  "booking_created_counts",
  {
    createdOn: date("created_on", { mode: "string" }).notNull(),
    bookingType: bookingType("booking_type").notNull(),
    status: bookingStatus("status").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.createdOn, t.bookingType, t.status] })],
);

/**
 * The reports' totals per service day, week (from Monday) and month (grain), kept by database triggers on
 * `bookings` in the same transaction as every write (migration 0014, decision 0027), so a report
 * of a long period sums its full months' rows and the days at its ends instead of every booking.
 * One row per dimension and key: "all" (key ""), "type" (transfer/tour), "class" (vehicle class),
 * "tour" (tour id, tour bookings only, "" when the tour was deleted), "zone" (the zone that priced
 * a transfer, transfers only, "" when none), "driver" (assigned driver id, "" when none) and
 * "place" (type, origin and destination compared without case, accents or surrounding spaces,
 * separated by U+001F; `label` holds the least origin as written).
 */
/**
 * The changes to `booking_counts` and `booking_created_counts` not yet folded into them (migration
 * 0016, decision 0035): the triggers only append here, so a booking locks no row that other
 * bookings share; `fold_booking_totals()` moves them into the kept rows in one short statement
 * (src/server/db/fold-totals.ts runs it every few seconds). Readers read the `_all` views: kept
 * rows and pending changes together, so every sum is exact at any moment.
 */
export const bookingCountsPending = pgTable("booking_counts_pending", {
  bookingDate: date("booking_date", { mode: "string" }).notNull(),
  bookingType: bookingType("booking_type").notNull(),
  status: bookingStatus("status").notNull(),
  count: integer("count").notNull(),
});
export const bookingCreatedCountsPending = pgTable(
  "booking_created_counts_pending",
  {
    createdOn: date("created_on", { mode: "string" }).notNull(),
    bookingType: bookingType("booking_type").notNull(),
    status: bookingStatus("status").notNull(),
    count: integer("count").notNull(),
  },
);

/** `booking_counts` with the pending changes: sum `count` by key. */
export const bookingCountsAll = pgView("booking_counts_all", {
  bookingDate: date("booking_date", { mode: "string" }).notNull(),
  bookingType: bookingType("booking_type").notNull(),
  status: bookingStatus("status").notNull(),
  count: integer("count").notNull(),
}).existing();

/** `booking_created_counts` with the pending changes: sum `count` by key. */
export const bookingCreatedCountsAll = pgView("booking_created_counts_all", {
  createdOn: date("created_on", { mode: "string" }).notNull(),
  bookingType: bookingType("booking_type").notNull(),
  status: bookingStatus("status").notNull(),
  count: integer("count").notNull(),
}).existing();

export const reportTotals = pgTable(
  "report_totals",
  {
    dimension: text("dimension").notNull(),
    grain: text("grain").notNull(),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    key: text("key").notNull(),
    label: text("label"),
    /** Every booking, cancelled ones included. */
    allBookings: integer("all_bookings").notNull(),
    /** The bookings not cancelled. */
    bookings: integer("bookings").notNull(),
    cancelled: integer("cancelled").notNull(),
    /** The total price of the bookings whose status is confirmed, assigned, in progress or completed. */
    revenueCents: bigint("revenue_cents", { mode: "number" }).notNull(),
    /** The sum, over the bookings not cancelled, of the seconds from creation to the service time. */
    leadSeconds: doublePrecision("lead_seconds").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.dimension, t.grain, t.periodStart, t.key] }),
  ],
);

/** The changes to `report_totals` not yet folded into it (as `booking_counts_pending`). */
export const reportTotalsPending = pgTable("report_totals_pending", {
  dimension: text("dimension").notNull(),
  grain: text("grain").notNull(),
  periodStart: date("period_start", { mode: "string" }).notNull(),
  key: text("key").notNull(),
  label: text("label"),
  /** Every booking, cancelled ones included. */
  allBookings: integer("all_bookings").notNull(),
  /** The bookings not cancelled. */
  bookings: integer("bookings").notNull(),
  cancelled: integer("cancelled").notNull(),
  /** The total price of the bookings whose status is confirmed, assigned, in progress or completed. */
  revenueCents: bigint("revenue_cents", { mode: "number" }).notNull(),
  /** The sum, over the bookings not cancelled, of the seconds from creation to the service time. */
  leadSeconds: doublePrecision("lead_seconds").notNull(),
});

export const bookingExtras = pgTable(
  "booking_extras",
  {
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    extraId: uuid("extra_id")
      .notNull()
      .references(() => extras.id, { onDelete: "restrict" }),
    quantity: integer("quantity").notNull().default(1),
    priceCents: integer("price_cents").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.extraId] }),
    index("booking_extras_extra_id_idx").on(t.extraId),
  ],
);

/**
 * The history of a booking, append-only: who changed what and when (status changes, driver
 * assignment, payment link sent). Written in the transaction of the change it records.
 * `actor_name` is kept when the user is deleted; a null actor is the system.
 */
export const bookingEvents = pgTable(
  "booking_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    actorUserId: text("actor_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    actorName: text("actor_name"),
    /** status_changed, driver_assigned, payment_link_sent, ... */
    kind: text("kind").notNull(),
    data: jsonb("data")
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    index("booking_events_booking_id_created_at_idx").on(
      t.bookingId,
      t.createdAt,
    ),
  ],
);

/**
 * Private "manage my booking" links: each customer e-mail carries a fresh random token (at
 * least 128 bits); only its SHA-256 hash is stored. A token opens its booking (and the booking's
 * return trip) without signing in.
 */
export const bookingTokens = pgTable(
  "booking_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("booking_tokens_booking_id_idx").on(t.bookingId)],
);

/* ------------------------------------------------------------------ */
/* Messages, notifications, content, settings, photos                 */
/* ------------------------------------------------------------------ */

export const notificationType = pgEnum("notification_type", [
  "booking_assigned",
  "info",
  "success",
  "warning",
  "error",
]);

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null means every driver. */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    bookingId: uuid("booking_id").references(() => bookings.id, {
      onDelete: "cascade",
    }),
    type: notificationType("type").notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    read: boolean("read").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_id_idx").on(t.userId),
    index("notifications_booking_id_idx").on(t.bookingId),
    index("notifications_created_at_idx").on(t.createdAt),
  ],
);

/**
 * Who has read a notification sent to every driver (user_id null): one row per driver who read it,
 * so one driver reading a broadcast does not mark it read for the others. A driver's own
 * notification keeps using notifications.read.
 */
export const notificationReads = pgTable(
  "notification_reads",
  {
    notificationId: uuid("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.userId] }),
    index("notification_reads_user_id_idx").on(t.userId),
  ],
);

export const contactStatus = pgEnum("contact_status", [
  "new",
  "read",
  "replied",
  "archived",
]);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    status: contactStatus("status").notNull().default("new"),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_messages_created_at_idx").on(t.createdAt),
    index("contact_messages_status_idx").on(t.status),
  ],
);

export const siteContent = pgTable(
  "site_content",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    section: text("section").notNull(),
    contentKey: text("content_key").notNull(),
    contentValue: text("content_value").notNull().default(""),
    /** Texts in the other languages (src/domain/translations.ts); the columns above are English. */
    translations: jsonb("translations")
      .$type<Translations>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("site_content_section_key").on(t.section, t.contentKey)],
);

/** A single row (id 1): the company's base address used for distances. */
export const companySettings = pgTable(
  "company_settings",
  {
    id: integer("id").primaryKey().default(1),
    address: text("address").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    /** The least time between one job's end and the driver's next job (dispatch board). */
    travelBufferMinutes: integer("travel_buffer_minutes").notNull().default(30),
    /** VAT rate on transfers (passenger transport), in basis points: 600 = 6 % (mainland Portugal). */
    vatTransferBasisPoints: integer("vat_transfer_bp").notNull().default(600),
    /** VAT rate on tours (tourist services), in basis points: 2300 = 23 %. */
    vatTourBasisPoints: integer("vat_tour_bp").notNull().default(2300),
    /** Whose number the customer is given for their driver: the driver's own, or the company's. */
    driverContact: text("driver_contact").notNull().default("company"),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("company_settings_single_row", sql`${t.id} = 1`),
    check(
      "company_settings_travel_buffer_range",
      sql`${t.travelBufferMinutes} between 0 and 240`,
    ),
    check(
      "company_settings_vat_transfer_range",
      sql`${t.vatTransferBasisPoints} between 0 and 10000`,
    ),
    check(
      "company_settings_vat_tour_range",
      sql`${t.vatTourBasisPoints} between 0 and 10000`,
    ),
    check(
      "company_settings_driver_contact_values",
      sql`${t.driverContact} in ('driver', 'company')`,
    ),
  ],
);

/**
 * Where a driver's phone was during a job (decision 0050): at each step, and every few seconds
 * while on the way (the customer's map). Taken only during a job; deleted POSITION_RETENTION_DAYS
 * after `recorded_at` (src/domain/service-steps.ts, the privacy section of /terms).
 */
export const driverPositions = pgTable(
  "driver_positions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    driverId: text("driver_id").references(() => users.id, {
      onDelete: "set null",
    }),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    accuracyM: doublePrecision("accuracy_m"),
    /** The step it was taken with, or null for a position shared while on the way. */
    step: text("step"),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("driver_positions_booking_id_recorded_at_idx").on(t.bookingId, t.recordedAt),
    index("driver_positions_recorded_at_idx").on(t.recordedAt),
  ],
);

/** Days or hours a driver is not available, set by an admin and shown in the driver's portal. */
export const driverTimeOff = pgTable(
  "driver_time_off",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    driverId: text("driver_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    index("driver_time_off_driver_id_starts_at_idx").on(t.driverId, t.startsAt),
    check("driver_time_off_ends_after_start", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** The photo library (bucket tour-photos); files live in the photo storage. */
export const photos = pgTable(
  "photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bucket: text("bucket").notNull().default("tour-photos"),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("photos_bucket_file_name_key").on(t.bucket, t.fileName),
    index("photos_created_at_idx").on(t.createdAt),
  ],
);

/** Raw bytes (bytea): a Uint8Array in, a Uint8Array (PGlite) or a Buffer (node-postgres) out. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/**
 * The photo library's files when the photos are kept in the database (PHOTO_STORAGE=database,
 * the default): originals, their webp copies and their metadata, one row per storage key, never
 * replaced. In the database, every server process reads them and a database backup holds them.
 */
export const photoFiles = pgTable("photo_files", {
  key: text("key").primaryKey(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: createdAt(),
});

/* ------------------------------------------------------------------ */
/* Transactional e-mail outbox                                         */
/* ------------------------------------------------------------------ */

/** One file attached to an outbox message. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64-encoded. */
  contentBase64: string;
}

export const mailStatus = pgEnum("mail_status", ["pending", "sent"]);

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What caused the message, for tracing (e.g. password_reset, booking_confirmation). */
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    /** The rendered parts: null until the worker renders `content` (a branded mail) before sending it. */
    textBody: text("text_body"),
    htmlBody: text("html_body"),
    /**
     * A branded mail as queued: what it says and its calendar file, as data (`MailIntent`,
     * src/server/mail/types.ts). The worker renders it in the company's layout at send time and
     * stores the result in the body columns, so a request never waits for the rendering.
     */
    content: jsonb("content").$type<Record<string, unknown>>(),
    /** Files sent with the message (e.g. the booking's .ics), content base64-encoded. */
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    status: mailStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true })
      .notNull()
      .defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("mail_outbox_created_at_idx").on(t.createdAt),
  ],
);

/* ------------------------------------------------------------------ */
/* Payments                                                            */
/* ------------------------------------------------------------------ */

export const paymentStatus = pgEnum("payment_status", [
  "open",
  "paid",
  "expired",
  "failed",
]);

/** A checkout session for a booking (covering its return trip); the amount is always the server's. */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** stripe, or test for the built-in test checkout. */
    provider: text("provider").notNull(),
    /** True for a checkout of the built-in test mode (PAYMENTS=test): no card was charged. */
    testMode: boolean("test_mode").notNull().default(false),
    providerSessionId: text("provider_session_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("eur"),
    status: paymentStatus("status").notNull().default("open"),
    url: text("url").notNull(),
    /** The provider's id of the captured payment (Stripe: the PaymentIntent), once paid; refunds use it. */
    providerPaymentId: text("provider_payment_id"),
    createdAt: createdAt(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payments_provider_session_key").on(
      t.provider,
      t.providerSessionId,
    ),
    index("payments_booking_id_idx").on(t.bookingId),
    /** The open checkouts (the summary's payments pending). */
    index("payments_open_booking_id_idx").on(t.bookingId).where(sql`${t.status} = 'open'`),
  ],
);

/**
 * A refund of one of a booking's payments: after the customer cancelled it (policy of spec
 * section 9), or in full for a payment that arrived for a cancelled or already paid booking.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    paymentId: uuid("payment_id").references(() => payments.id, {
      onDelete: "set null",
    }),
    /** stripe, or test for a payment of the built-in test checkout (no money moves). */
    provider: text("provider").notNull(),
    testMode: boolean("test_mode").notNull().default(false),
    providerRefundId: text("provider_refund_id"),
    amountCents: integer("amount_cents").notNull(),
    /** The policy's percentage applied (100, 50 or 0). */
    percent: integer("percent").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // One refund per payment (a booking paid twice gets both back); the booking's row lock keeps
    // a repeated cancellation from refunding twice (migration 0015).
    uniqueIndex("refunds_payment_id_key").on(t.paymentId),
    index("refunds_booking_id_idx").on(t.bookingId),
  ],
);

/**
 * A change the customer asked for from their booking page (free text), attached to the outbound
 * booking; an admin applies it (structured fields, the server's new price) or declines it with a
 * message (decision 0043). The contact message that carries it to Mensagens is kept too.
 */
export const bookingChangeRequests = pgTable(
  "booking_change_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** What the customer wrote. */
    requestedText: text("requested_text").notNull(),
    /** pending, applied or declined. */
    status: text("status").notNull().default("pending"),
    /** The admin's message to the customer (a decline's reason, or a note with an applied change). */
    adminMessage: text("admin_message"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    /** The price of the booking (with its return trip) before and after an applied change, in cents. */
    priceBeforeCents: integer("price_before_cents"),
    priceAfterCents: integer("price_after_cents"),
    /** The checkout opened for a higher price's difference (the payment the customer makes). */
    differencePaymentId: uuid("difference_payment_id").references(() => payments.id, { onDelete: "set null" }),
    /** What a lower price's difference refunded (the policy's share of it). */
    refundedCents: integer("refunded_cents"),
    createdAt: createdAt(),
  },
  (t) => [
    index("booking_change_requests_booking_id_idx").on(t.bookingId, t.createdAt),
    index("booking_change_requests_difference_payment_id_idx").on(t.differencePaymentId),
  ],
);

/**
 * A certified invoicing document to issue (decision 0051), written in the transaction that records
 * the payment (an invoice-receipt) or the refund (a credit note), and issued by the invoicing
 * worker (`integrations/invoicing/worker.ts`), retried with backoff until the service answers. One
 * row per payment and per refund (unique). The service's draft id is kept as soon as it exists, so
 * a retry continues that document instead of creating another.
 */
export const invoiceDocuments = pgTable(
  "invoice_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** invoice_receipt (a payment) or credit_note (a refund). */
    kind: text("kind").notNull(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    paymentId: uuid("payment_id").references(() => payments.id, { onDelete: "set null" }),
    refundId: uuid("refund_id").references(() => refunds.id, { onDelete: "set null" }),
    /** What the document says (client, lines, totals), fixed when it was queued (`InvoiceDraft`). */
    content: jsonb("content").$type<Record<string, unknown>>().notNull(),
    /** pending (to issue or being retried), issued, or failed (waits for an admin's retry). */
    status: text("status").notNull().default("pending"),
    /** The service's id of the document, kept once created (still a draft until `finalizedAt`). */
    remoteId: text("remote_id"),
    finalizedAt: timestamp("finalized_at", { withTimezone: true }),
    /** The document's number as the service finalized it (e.g. "FR 2026/12"), and its PDF. */
    documentNumber: text("document_number"),
    pdfUrl: text("pdf_url"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
    issuedAt: timestamp("issued_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("invoice_documents_payment_kind_key").on(t.paymentId, t.kind),
    uniqueIndex("invoice_documents_refund_id_key").on(t.refundId),
    index("invoice_documents_due_idx").on(t.status, t.nextAttemptAt),
    index("invoice_documents_booking_id_idx").on(t.bookingId),
  ],
);

/** Webhook events already handled (a repeated delivery changes nothing). */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true })
    .notNull()
    .defaultNow(),
});

/* ------------------------------------------------------------------ */
/* Rate limiting of public forms (shared by every server process)     */
/* ------------------------------------------------------------------ */

export const requestCounters = pgTable("request_counters", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStartedAt: timestamp("window_started_at", {
    withTimezone: true,
  }).notNull(),
});

/* ------------------------------------------------------------------ */
/* Quote requests (decision 0044)                                      */
/* ------------------------------------------------------------------ */

/** Expired is not stored: a quoted request whose valid_until has passed reads as expired. */
export const quoteRequestStatus = pgEnum("quote_request_status", [
  "new",
  "quoted",
  "accepted",
  "declined",
]);

/** One price the company set for a quote request: a vehicle class and what one trip costs in it. */
export interface QuotedPrice {
  vehicleClass: string;
  priceCents: number;
}

/**
 * A trip no zone or tour price covers, sent from the booking form for the company to price. The
 * company sets a price per vehicle class and a validity; the customer's private link (a random
 * token, only its SHA-256 stored in token_hash, minted when the quote is sent) opens the quote
 * and turns it, once, into a pending booking at that price (booking_id).
 */
export const quoteRequests = pgTable(
  "quote_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    status: quoteRequestStatus("status").notNull().default("new"),
    bookingType: bookingType("booking_type").notNull(),
    origin: text("origin").notNull(),
    destination: text("destination").notNull(),
    tourId: uuid("tour_id").references(() => tours.id, { onDelete: "set null" }),
    bookingDate: date("booking_date", { mode: "string" }).notNull(),
    bookingTime: time("booking_time").notNull(),
    passengers: integer("passengers").notNull(),
    luggage: integer("luggage"),
    vehicleClass: text("vehicle_class"),
    extraIds: jsonb("extra_ids").$type<string[]>().notNull().default([]),
    flightNumber: text("flight_number"),
    returnTrip: boolean("return_trip").notNull().default(false),
    returnDate: date("return_date", { mode: "string" }),
    returnTime: time("return_time"),
    returnFlightNumber: text("return_flight_number"),
    customerName: text("customer_name").notNull(),
    customerPhone: text("customer_phone").notNull(),
    customerEmail: text("customer_email").notNull(),
    specialRequests: text("special_requests"),
    /** The language the customer asked in: their e-mails and their quote page use it. */
    language: text("language").notNull().default("en"),
    prices: jsonb("prices").$type<QuotedPrice[]>(),
    validUntil: timestamp("valid_until", { withTimezone: true }),
    quotedAt: timestamp("quoted_at", { withTimezone: true }),
    tokenHash: text("token_hash"),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("quote_requests_created_at_idx").on(t.createdAt),
    index("quote_requests_status_idx").on(t.status),
    uniqueIndex("quote_requests_token_hash_key").on(t.tokenHash),
  ],
);
