DROP INDEX "signups_queue_idx";--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "status_code" text;--> statement-breakpoint
-- Rows recorded before confirmation existed get a status code too: 24 random hex digits, written
-- in the codes' base32 alphabet (0, 1, 8, 9 as w, x, y, z). They stay unconfirmed, with no
-- confirm_by, so no retention sweep erases them; signing up again mails them a link.
UPDATE "signups" SET "status_code" = substr(translate(replace(gen_random_uuid()::text, '-', ''), '0189', 'wxyz'), 1, 24);--> statement-breakpoint
ALTER TABLE "signups" ALTER COLUMN "status_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "credited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The credits given so far stand: each row a referrer was credited for, as the rule then was.
UPDATE "signups" SET "credited" = true WHERE "referred_by" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "signups_confirm_by_idx" ON "signups" USING btree ("confirm_by") WHERE "signups"."confirmed_at" is null;--> statement-breakpoint
CREATE INDEX "signups_queue_idx" ON "signups" USING btree (("id" - 3 * "credits"),"id") WHERE "signups"."confirmed_at" is not null;--> statement-breakpoint
ALTER TABLE "signups" ADD CONSTRAINT "signups_confirm_token_hash_unique" UNIQUE("confirm_token_hash");--> statement-breakpoint
ALTER TABLE "signups" ADD CONSTRAINT "signups_status_code_unique" UNIQUE("status_code");