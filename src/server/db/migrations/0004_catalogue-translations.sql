ALTER TABLE "tours" ALTER COLUMN "duration" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "extras" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "site_content" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "duration_hours" double precision;--> statement-breakpoint
-- The text duration ("8 horas", "4,5 hours") becomes a number of hours: its first number, else 8.
UPDATE "tours" SET "duration_hours" = coalesce(nullif(replace(substring("duration" from '([0-9]+(?:[.,][0-9]+)?)'), ',', '.'), '')::double precision, 8);--> statement-breakpoint
UPDATE "tours" SET "duration_hours" = 8 WHERE "duration_hours" <= 0;--> statement-breakpoint
ALTER TABLE "tours" ALTER COLUMN "duration_hours" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_duration_hours_positive" CHECK ("tours"."duration_hours" > 0);