-- A member's messages to one conversation make one unread notice per staff user, not one per
-- message: the notice names its subject, and while it is unread the next message updates it.
ALTER TABLE "notifications" ADD COLUMN "group_key" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_unread_group_key" ON "notifications" USING btree ("user_id","group_key") WHERE not is_read;
