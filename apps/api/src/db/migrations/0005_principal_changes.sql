-- What authorises a signed-in request (the user, their role and permissions, their dealerships,
-- those dealerships' membership and package, revoked tokens) is cached by the API. Every write
-- to it says so to the writing connection with a NOTICE, whoever wrote it and however (cascades
-- included); the API drops the cached principals it names once the transaction is over, and
-- tells its other processes (db/principal-changes.ts). The message names what changed: one user,
-- one revoked token, or `all` for the rare writes that concern many users.
CREATE OR REPLACE FUNCTION vitrina_principal_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  RAISE NOTICE USING MESSAGE = 'vitrina:principal:all';
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- One user's rows: `users`, `user_permissions`, `agency_user` (TG_ARGV[0] names the column).
CREATE OR REPLACE FUNCTION vitrina_principal_user_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed := (to_jsonb(OLD) ->> TG_ARGV[0])::integer;
  ELSE
    changed := (to_jsonb(NEW) ->> TG_ARGV[0])::integer;
  END IF;
  RAISE NOTICE USING MESSAGE = 'vitrina:principal:user:' || changed;
  IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) ->> TG_ARGV[0])::integer IS DISTINCT FROM changed THEN
    RAISE NOTICE USING MESSAGE = 'vitrina:principal:user:' || (to_jsonb(OLD) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vitrina_principal_token_revoked() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  RAISE NOTICE USING MESSAGE = 'vitrina:principal:token:' || NEW.jti;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_principal AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION vitrina_principal_user_changed('id');
--> statement-breakpoint
CREATE TRIGGER user_permissions_principal AFTER INSERT OR UPDATE OR DELETE ON user_permissions
  FOR EACH ROW EXECUTE FUNCTION vitrina_principal_user_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER agency_user_principal AFTER INSERT OR UPDATE OR DELETE ON agency_user
  FOR EACH ROW EXECUTE FUNCTION vitrina_principal_user_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER revoked_tokens_principal AFTER INSERT ON revoked_tokens
  FOR EACH ROW EXECUTE FUNCTION vitrina_principal_token_revoked();
--> statement-breakpoint
-- Un-revoking (the hourly purge of expired tokens) and emptying tables concern everyone.
CREATE TRIGGER revoked_tokens_principal_purge AFTER UPDATE OR DELETE OR TRUNCATE ON revoked_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION vitrina_principal_changed();
--> statement-breakpoint
CREATE TRIGGER users_principal_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION vitrina_principal_changed();
--> statement-breakpoint
CREATE TRIGGER user_permissions_principal_truncate AFTER TRUNCATE ON user_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION vitrina_principal_changed();
--> statement-breakpoint
CREATE TRIGGER agency_user_principal_truncate AFTER TRUNCATE ON agency_user
  FOR EACH STATEMENT EXECUTE FUNCTION vitrina_principal_changed();
--> statement-breakpoint
CREATE TRIGGER roles_principal AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION vitrina_principal_changed();
--> statement-breakpoint
CREATE TRIGGER permissions_principal AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON permissions
  FOR EACH STATEMENT EXECUTE FUNCTION vitrina_principal_changed();
--> statement-breakpoint
CREATE TRIGGER role_permissions_principal AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION vitrina_principal_changed();
--> statement-breakpoint
CREATE TRIGGER agencies_principal AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON agencies
  FOR EACH STATEMENT EXECUTE FUNCTION vitrina_principal_changed();
--> statement-breakpoint
CREATE TRIGGER package_permissions_principal AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON package_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION vitrina_principal_changed();
