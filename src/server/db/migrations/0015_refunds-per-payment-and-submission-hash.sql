DROP INDEX "refunds_booking_id_key";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "submission_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payment_id_key" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_booking_id_idx" ON "refunds" USING btree ("booking_id");