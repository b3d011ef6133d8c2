-- Every API process caches the account context that bootstrap serves (user, company, business
-- account, subscription, membership). Any change to those tables tells every process to drop it.
CREATE FUNCTION focal_notify_context_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('focal_context_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_context_change AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH STATEMENT EXECUTE FUNCTION focal_notify_context_change();
--> statement-breakpoint
CREATE TRIGGER companies_context_change AFTER INSERT OR UPDATE OR DELETE ON companies FOR EACH STATEMENT EXECUTE FUNCTION focal_notify_context_change();
--> statement-breakpoint
CREATE TRIGGER business_accounts_context_change AFTER INSERT OR UPDATE OR DELETE ON business_accounts FOR EACH STATEMENT EXECUTE FUNCTION focal_notify_context_change();
--> statement-breakpoint
CREATE TRIGGER subscriptions_context_change AFTER INSERT OR UPDATE OR DELETE ON subscriptions FOR EACH STATEMENT EXECUTE FUNCTION focal_notify_context_change();
--> statement-breakpoint
CREATE TRIGGER memberships_context_change AFTER INSERT OR UPDATE OR DELETE ON memberships FOR EACH STATEMENT EXECUTE FUNCTION focal_notify_context_change();
