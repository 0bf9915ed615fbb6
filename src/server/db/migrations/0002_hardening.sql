ALTER TABLE "bookings" ADD COLUMN "payment_link_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "test_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "setup_tokens" ADD COLUMN "token" text;--> statement-breakpoint
UPDATE "payments" SET "test_mode" = true WHERE "provider" = 'test';
