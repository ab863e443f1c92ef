CREATE TABLE "pilot_thresholds" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"users" integer NOT NULL,
	"vendors" integer NOT NULL,
	"set_by" text NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pilot_thresholds_one_row" CHECK ("pilot_thresholds"."id" = 1),
	CONSTRAINT "pilot_thresholds_counts" CHECK ("pilot_thresholds"."users" >= 0 AND "pilot_thresholds"."vendors" >= 0)
);
