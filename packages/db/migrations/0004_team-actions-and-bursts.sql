CREATE TABLE "network_salts" (
	"day" text PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_actions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "team_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"member" text NOT NULL,
	"action" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "credit_voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "network_key" text;--> statement-breakpoint
CREATE INDEX "team_actions_at_idx" ON "team_actions" USING btree ("at");