CREATE TABLE "waitlist_line" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_number" bigint DEFAULT 0 NOT NULL,
	"erased" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "waitlist_line_one_row" CHECK ("waitlist_line"."id" = 1)
);
--> statement-breakpoint
DROP INDEX "signups_queue_idx";--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "line_number" bigint;--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "credit_day" text;--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "credits_that_day" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "mail_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "mail_quiet_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "signups_line_idx" ON "signups" USING btree (("line_number" - 3 * "credits"),(-"credits"),"line_number","credits") WHERE "signups"."line_number" is not null;--> statement-breakpoint
CREATE INDEX "signups_mail_due_idx" ON "signups" USING btree ("mail_due_at") WHERE "signups"."mail_due_at" is not null;--> statement-breakpoint
ALTER TABLE "signups" ADD CONSTRAINT "signups_line_number_unique" UNIQUE("line_number");--> statement-breakpoint
-- The people confirmed so far keep their order: numbered 1, 2, 3… by signup (the ids' gaps go).
UPDATE "signups" SET "line_number" = "numbered"."n"
FROM (SELECT "id", row_number() OVER (ORDER BY "id") AS "n" FROM "signups" WHERE "confirmed_at" IS NOT NULL) AS "numbered"
WHERE "signups"."id" = "numbered"."id";--> statement-breakpoint
INSERT INTO "waitlist_line" ("id", "last_number") SELECT 1, coalesce(max("line_number"), 0) FROM "signups";--> statement-breakpoint
-- Today's credits so far count towards today's cap.
UPDATE "signups" SET "credit_day" = to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD'), "credits_that_day" = "today"."n"
FROM (
  SELECT "referred_by", count(*)::int AS "n" FROM "signups"
  WHERE "credited" AND "credit_voided_at" IS NULL
    AND "confirmed_at" >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
  GROUP BY "referred_by"
) AS "today"
WHERE "signups"."id" = "today"."referred_by";
