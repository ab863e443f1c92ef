ALTER TABLE "signups" ADD COLUMN "mailbox" text;--> statement-breakpoint
-- The mailbox of each row recorded so far, as mailboxOf (@brp/core) folds it: Gmail's dots and
-- +tags away, googlemail.com as gmail.com. Where two rows reach one mailbox, the earlier keeps it
-- and the later stays without one (both kept: erasing is the team's call, not a migration's).
UPDATE "signups" AS s SET "mailbox" = f.folded
FROM (
  SELECT id, folded, row_number() OVER (PARTITION BY folded ORDER BY id) AS nth
  FROM (
    SELECT id,
      CASE WHEN split_part(email, '@', 2) IN ('gmail.com', 'googlemail.com')
        THEN replace(split_part(split_part(email, '@', 1), '+', 1), '.', '') || '@gmail.com'
        ELSE email
      END AS folded
    FROM "signups"
  ) AS each_row
) AS f
WHERE s.id = f.id AND f.nth = 1;--> statement-breakpoint
ALTER TABLE "signups" ADD CONSTRAINT "signups_mailbox_unique" UNIQUE("mailbox");
