CREATE TABLE "invoice_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"payment_id" uuid,
	"refund_id" uuid,
	"content" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"remote_id" text,
	"finalized_at" timestamp with time zone,
	"document_number" text,
	"pdf_url" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "invoice_tax_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "invoice_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "invoice_address" text;--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_documents_payment_kind_key" ON "invoice_documents" USING btree ("payment_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_documents_refund_id_key" ON "invoice_documents" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "invoice_documents_due_idx" ON "invoice_documents" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "invoice_documents_booking_id_idx" ON "invoice_documents" USING btree ("booking_id");