import type { Auth } from "./auth/auth.ts";
import type { Db } from "./db/client.ts";
import type { Env } from "./env.ts";
import type { FlightStatusProvider } from "./integrations/flights/flight-status.ts";
import type { InvoicingService } from "./integrations/invoicing/invoicing.ts";
import type { PaymentProvider } from "./integrations/payments/provider.ts";
import type { PhotoStorage } from "./integrations/photo-storage/photo-storage.ts";
import type { Places } from "./integrations/places/places.ts";
import type { Logger } from "./logger.ts";
import type { AppMetrics } from "./metrics/app-metrics.ts";

/** What every route and service may use; built once in main.ts (or by the test harness). */
export interface AppDeps {
  env: Env;
  db: Db;
  logger: Logger;
  auth: Auth;
  /** Card payments: Stripe, or the built-in test checkout without a key. */
  payments: PaymentProvider;
  /** Address autocomplete and geocoding: Google with GOOGLE_MAPS_API_KEY, else the built-in gazetteer. */
  places: Places;
  /** Flight arrivals for airport pickups on the dispatch board: FLIGHT_STATUS_URL's service, else offline (no call). */
  flightStatus: FlightStatusProvider;
  /** The photo library's files: the database or an S3-compatible bucket, cached on local disk. */
  photoStorage: PhotoStorage;
  /** Asks the mail worker to look at the outbox now (after a request queued e-mail). */
  wakeMailWorker(): void;
  /** Certified invoices (INVOICING): InvoiceXpress, or off (nothing is issued or queued). */
  invoicing: InvoicingService;
  /** Asks the invoicing worker to look for documents to issue now (after a payment or refund queued one). */
  wakeInvoicingWorker(): void;
  /** This app's Prometheus metrics (served by /metrics with METRICS_TOKEN). */
  metrics: AppMetrics;
}
