CREATE TYPE "public"."signup_type" AS ENUM('user', 'vendor');--> statement-breakpoint
CREATE TABLE "signups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "signups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"name" text NOT NULL,
	"location" text NOT NULL,
	"phone" text,
	"type" "signup_type" NOT NULL,
	"company" text,
	"notify" boolean NOT NULL,
	"consent_text" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"geo_city" text,
	"geo_country" text,
	"referral_code" text NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"referred_by" bigint,
	"team_email_sent_at" timestamp with time zone,
	"receipt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signups_email_unique" UNIQUE("email"),
	CONSTRAINT "signups_referral_code_unique" UNIQUE("referral_code"),
	CONSTRAINT "signups_receipt_unique" UNIQUE("receipt")
);
--> statement-breakpoint
ALTER TABLE "signups" ADD CONSTRAINT "signups_referred_by_signups_id_fk" FOREIGN KEY ("referred_by") REFERENCES "public"."signups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signups_created_at_idx" ON "signups" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "signups_referred_by_idx" ON "signups" USING btree ("referred_by");--> statement-breakpoint
CREATE INDEX "signups_queue_idx" ON "signups" USING btree (("id" - 3 * "credits"),"id");