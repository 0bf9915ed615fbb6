ALTER TABLE "company_settings" ADD COLUMN "vat_transfer_bp" integer DEFAULT 600 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "vat_tour_bp" integer DEFAULT 2300 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_vat_transfer_range" CHECK ("company_settings"."vat_transfer_bp" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_vat_tour_range" CHECK ("company_settings"."vat_tour_bp" between 0 and 10000);