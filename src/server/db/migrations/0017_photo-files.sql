CREATE TABLE "photo_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Photos are compressed already (JPEG, PNG, WebP): kept out of line without another compression attempt.
ALTER TABLE "photo_files" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
