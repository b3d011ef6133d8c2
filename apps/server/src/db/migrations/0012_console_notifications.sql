CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"action" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_admin_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "system_notification_dismissals" (
	"notification_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"event_dismissed_at" timestamp with time zone,
	"popup_dismissed_at" timestamp with time zone,
	CONSTRAINT "system_notification_dismissals_notification_id_user_id_pk" PRIMARY KEY("notification_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "system_notification_targets" (
	"notification_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "system_notification_targets_notification_id_user_id_pk" PRIMARY KEY("notification_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "system_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"message_icon" text,
	"message_html" text NOT NULL,
	"background_hex_color" text NOT NULL,
	"text_hex_color" text NOT NULL,
	"actions" jsonb NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_till" timestamp with time zone,
	"popup" jsonb,
	"audience" text NOT NULL,
	"audience_tiers" text[],
	"created_by_admin_id" uuid NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_invitations" ADD CONSTRAINT "admin_invitations_invited_by_admin_id_admins_id_fk" FOREIGN KEY ("invited_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_notification_dismissals" ADD CONSTRAINT "system_notification_dismissals_notification_id_system_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."system_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_notification_dismissals" ADD CONSTRAINT "system_notification_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_notification_targets" ADD CONSTRAINT "system_notification_targets_notification_id_system_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."system_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_notification_targets" ADD CONSTRAINT "system_notification_targets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_notifications" ADD CONSTRAINT "system_notifications_created_by_admin_id_admins_id_fk" FOREIGN KEY ("created_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_newest" ON "admin_audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_target" ON "admin_audit_log" USING btree ("target_kind","target_id","created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_admin" ON "admin_audit_log" USING btree ("admin_id","created_at");--> statement-breakpoint
CREATE INDEX "admin_invitations_email" ON "admin_invitations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "system_notification_dismissals_user" ON "system_notification_dismissals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "system_notification_targets_user" ON "system_notification_targets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "system_notifications_live" ON "system_notifications" USING btree ("valid_till") WHERE "system_notifications"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "companies_search" ON "companies" USING gin (to_tsvector('simple', regexp_replace(lower("name" || ' ' || "email"), '[^[:alnum:]]+', ' ', 'g'))) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_search" ON "users" USING gin (to_tsvector('simple', regexp_replace(lower("email" || ' ' || "first_name" || ' ' || "last_name"), '[^[:alnum:]]+', ' ', 'g'))) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_created" ON "users" USING btree ("created_at","id");--> statement-breakpoint
-- The audit log is append-only: nothing may rewrite or remove what an administrator did.
CREATE FUNCTION focal_refuse_audit_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit_log is append-only';
END
$$;
--> statement-breakpoint
CREATE TRIGGER admin_audit_log_append_only BEFORE UPDATE OR DELETE ON admin_audit_log FOR EACH ROW EXECUTE FUNCTION focal_refuse_audit_change();
--> statement-breakpoint
CREATE TRIGGER admin_audit_log_no_truncate BEFORE TRUNCATE ON admin_audit_log FOR EACH STATEMENT EXECUTE FUNCTION focal_refuse_audit_change();
--> statement-breakpoint
-- Every API process keeps the newest system-notification revision for the
-- last-system-notification-id header; a change anywhere tells them all.
CREATE FUNCTION focal_notify_system_notification_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('focal_system_notifications_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER system_notifications_change AFTER INSERT OR UPDATE OR DELETE ON system_notifications FOR EACH STATEMENT EXECUTE FUNCTION focal_notify_system_notification_change();
--> statement-breakpoint
CREATE TRIGGER system_notification_targets_change AFTER INSERT OR UPDATE OR DELETE ON system_notification_targets FOR EACH STATEMENT EXECUTE FUNCTION focal_notify_system_notification_change();
