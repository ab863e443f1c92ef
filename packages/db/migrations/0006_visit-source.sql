ALTER TABLE "signups" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "utm_content" text;--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "utm_term" text;--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "landing_path" text;