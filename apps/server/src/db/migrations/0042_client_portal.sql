-- The client portal (issue 33): magic links and sessions. Indexes before the foreign keys that use them.
CREATE TABLE "portal_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"target_kind" text,
	"target_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"link_id" uuid,
	"ip_address" text,
	"user_agent" text,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "portal_links_token" ON "portal_links" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "portal_links_client" ON "portal_links" USING btree ("company_id","client_id","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "portal_sessions_token" ON "portal_sessions" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "portal_sessions_client" ON "portal_sessions" USING btree ("company_id","client_id") WHERE "portal_sessions"."revoked_at" is null;
--> statement-breakpoint
ALTER TABLE "portal_links" ADD CONSTRAINT "portal_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "portal_links" ADD CONSTRAINT "portal_links_client_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "portal_sessions" ADD CONSTRAINT "portal_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "portal_sessions" ADD CONSTRAINT "portal_sessions_client_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE cascade ON UPDATE no action;
