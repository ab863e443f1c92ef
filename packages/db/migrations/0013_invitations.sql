CREATE TABLE "invitation_batches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invitation_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"member" text NOT NULL,
	"country" text,
	"city" text,
	"postal_code" text,
	"type" "signup_type" NOT NULL,
	"asked" integer NOT NULL,
	"invited" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "invitation_batch" bigint;--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "invitation_token_hash" text;--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_actions" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "signups" ADD CONSTRAINT "signups_invitation_batch_invitation_batches_id_fk" FOREIGN KEY ("invitation_batch") REFERENCES "public"."invitation_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signups_invitable_idx" ON "signups" USING btree ("geo_city","postal_code","type") WHERE "signups"."line_number" is not null and "signups"."invited_at" is null;--> statement-breakpoint
ALTER TABLE "signups" ADD CONSTRAINT "signups_invitation_token_hash_unique" UNIQUE("invitation_token_hash");