CREATE TABLE "shop_nominations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_nominations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"signup_id" bigint NOT NULL,
	"name" text NOT NULL,
	"place" text NOT NULL,
	"website" text,
	"name_key" text NOT NULL,
	"postal_code" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_nominations" ADD CONSTRAINT "shop_nominations_signup_id_signups_id_fk" FOREIGN KEY ("signup_id") REFERENCES "public"."signups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_nominations_once_idx" ON "shop_nominations" USING btree ("signup_id","name_key","postal_code");--> statement-breakpoint
CREATE INDEX "shop_nominations_shop_idx" ON "shop_nominations" USING btree ("name_key","postal_code");