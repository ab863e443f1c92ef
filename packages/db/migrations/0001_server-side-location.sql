ALTER TABLE "signups" ADD COLUMN "geo_latitude" double precision;--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "geo_longitude" double precision;--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "reported_city" text;--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "reported_country" text;--> statement-breakpoint
-- Until now geo_city and geo_country held what the browser reported: they move to the reported
-- columns, and the server-side ones start empty (issue #52: only the server's lookup is counted).
UPDATE "signups" SET "reported_city" = "geo_city", "reported_country" = "geo_country", "geo_city" = NULL, "geo_country" = NULL;
