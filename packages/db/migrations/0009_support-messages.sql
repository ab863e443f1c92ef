CREATE TYPE "public"."support_state" AS ENUM('open', 'answered', 'closed');--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"submission_key" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"state" "support_state" DEFAULT 'open' NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"erase_code" text NOT NULL,
	"acknowledgement_due_at" timestamp with time zone,
	"inbox_copy_due_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"handed_over_at" timestamp with time zone,
	CONSTRAINT "support_messages_reference_unique" UNIQUE("reference"),
	CONSTRAINT "support_messages_submission_key_unique" UNIQUE("submission_key"),
	CONSTRAINT "support_messages_erase_code_unique" UNIQUE("erase_code")
);
--> statement-breakpoint
-- The hourly budget of mail to unconfirmed addresses gets a pool per kind of mail: the
-- waitlist's rows so far are its `unconfirmed` pool.
ALTER TABLE "mail_budget" ADD COLUMN "pool" text DEFAULT 'unconfirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_budget" DROP CONSTRAINT "mail_budget_pkey";--> statement-breakpoint
ALTER TABLE "mail_budget" ADD CONSTRAINT "mail_budget_hour_pool_pk" PRIMARY KEY("hour","pool");--> statement-breakpoint
CREATE INDEX "support_messages_received_at_idx" ON "support_messages" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "support_messages_open_idx" ON "support_messages" USING btree ("due_at") WHERE "support_messages"."state" = 'open';--> statement-breakpoint
CREATE INDEX "support_messages_mail_due_idx" ON "support_messages" USING btree (least("acknowledgement_due_at", "inbox_copy_due_at")) WHERE "support_messages"."acknowledgement_due_at" is not null or "support_messages"."inbox_copy_due_at" is not null;--> statement-breakpoint
CREATE INDEX "support_messages_closed_at_idx" ON "support_messages" USING btree ("closed_at") WHERE "support_messages"."closed_at" is not null;