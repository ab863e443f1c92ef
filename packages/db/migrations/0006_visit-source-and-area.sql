ALTER TABLE "signups" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "utm_content" text;--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "utm_term" text;--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "landing_path" text;--> statement-breakpoint
-- Earlier signups get the ZIP code in what they typed, as postalCodeIn (@brp/core) reads it.
UPDATE "signups" SET "postal_code" = substring("location" from '(?:^|\D)(\d{5})(?:-\d{4})?(?!\d)');
