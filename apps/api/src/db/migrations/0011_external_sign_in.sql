CREATE TABLE "external_identities" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_identities_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
CREATE TABLE "external_sign_in_attempts" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_token_uses" (
	"jti" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "external_identities" ADD CONSTRAINT "external_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "external_identities_user_idx" ON "external_identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "external_sign_in_attempts_expires_idx" ON "external_sign_in_attempts" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "integration_token_uses_expires_idx" ON "integration_token_uses" USING btree ("expires_at");--> statement-breakpoint
-- hand-written
-- The change trigger of migration 0006 on the new tables (db/read-cache.ts relies on it).
CREATE TRIGGER "external_identities_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "external_identities"
  FOR EACH STATEMENT EXECUTE FUNCTION vitrina_table_changed();--> statement-breakpoint
CREATE TRIGGER "external_sign_in_attempts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "external_sign_in_attempts"
  FOR EACH STATEMENT EXECUTE FUNCTION vitrina_table_changed();--> statement-breakpoint
CREATE TRIGGER "integration_token_uses_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "integration_token_uses"
  FOR EACH STATEMENT EXECUTE FUNCTION vitrina_table_changed();
