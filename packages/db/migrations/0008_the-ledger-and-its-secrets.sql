CREATE TABLE "mail_budget" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"warned" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spent_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_email_reports" (
	"receipt" text PRIMARY KEY NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "leave_code" text;--> statement-breakpoint
-- Every row gets an erase code of its own: 24 of the hex digits of a SHA-256 of two random UUIDs
-- (96 bits), written in the codes' base32 alphabet (0, 1, 8, 9 as w, x, y, z), as 0003 did.
UPDATE "signups" SET "leave_code" = translate(substr(encode(sha256((gen_random_uuid()::text || gen_random_uuid()::text)::bytea), 'hex'), 1, 24), '0189', 'wxyz');--> statement-breakpoint
ALTER TABLE "signups" ALTER COLUMN "leave_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "next_referred_by" bigint;--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "next_network_key" text;--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "repeat_mails" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "spent_challenges_expires_at_idx" ON "spent_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "team_email_reports_reported_at_idx" ON "team_email_reports" USING btree ("reported_at");--> statement-breakpoint
ALTER TABLE "signups" ADD CONSTRAINT "signups_next_referred_by_signups_id_fk" FOREIGN KEY ("next_referred_by") REFERENCES "public"."signups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signups_next_referred_by_idx" ON "signups" USING btree ("next_referred_by") WHERE "signups"."next_referred_by" is not null;--> statement-breakpoint
ALTER TABLE "signups" ADD CONSTRAINT "signups_leave_code_unique" UNIQUE("leave_code");--> statement-breakpoint
-- The next mail of someone unconfirmed carries the referrer their signup named.
UPDATE "signups" SET "next_referred_by" = "referred_by", "next_network_key" = "network_key" WHERE "confirmed_at" IS NULL;--> statement-breakpoint
-- The ledger as the rules are now: a credit is a confirmed referee's, and counts once. 0003 kept
-- the credits earned before confirmation existed and marked every referred row credited, so an
-- unconfirmed referee earned their referrer a credit, and would earn another on confirming.
UPDATE "signups" SET "credited" = false WHERE "confirmed_at" IS NULL AND "credited";--> statement-breakpoint
UPDATE "signups" AS "referrer" SET "credits" = coalesce("earned"."n", 0)
FROM "signups" AS "everyone"
LEFT JOIN (
  SELECT "referred_by", count(*)::int AS "n" FROM "signups"
  WHERE "credited" AND "confirmed_at" IS NOT NULL AND "referred_by" IS NOT NULL
  GROUP BY "referred_by"
) AS "earned" ON "earned"."referred_by" = "everyone"."id"
WHERE "referrer"."id" = "everyone"."id" AND "referrer"."credits" <> coalesce("earned"."n", 0);--> statement-breakpoint
-- Signups from before confirmation existed were never given a deadline: they get the default
-- 14 days from now, and are swept like everyone else's if they do not confirm by then.
UPDATE "signups" SET "confirm_by" = now() + interval '14 days' WHERE "confirmed_at" IS NULL AND "confirm_by" IS NULL;
