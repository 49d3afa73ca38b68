CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"author" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"seo_description" text DEFAULT '' NOT NULL,
	"cover_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_status_check" CHECK ("blog_posts"."status" in ('draft', 'scheduled', 'published')),
	CONSTRAINT "blog_posts_dated_check" CHECK ("blog_posts"."status" = 'draft' or "blog_posts"."publish_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "tutorial_views" (
	"user_id" integer NOT NULL,
	"tutorial_id" integer NOT NULL,
	"watched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutorial_views_user_id_tutorial_id_pk" PRIMARY KEY("user_id","tutorial_id")
);
--> statement-breakpoint
CREATE TABLE "tutorials" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"audience" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"video_url" text,
	"video_path" text,
	"video_type" text,
	"thumbnail_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutorials_audience_check" CHECK ("tutorials"."audience" in ('dealers', 'internal'))
);
--> statement-breakpoint
ALTER TABLE "tutorial_views" ADD CONSTRAINT "tutorial_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutorial_views" ADD CONSTRAINT "tutorial_views_tutorial_id_tutorials_id_fk" FOREIGN KEY ("tutorial_id") REFERENCES "public"."tutorials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_unique" ON "blog_posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blog_posts_status_publish_at" ON "blog_posts" USING btree ("status","publish_at","id");--> statement-breakpoint
CREATE INDEX "blog_posts_title_trgm" ON "blog_posts" USING gin (vitrina_unaccent(lower("title")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tutorial_views_tutorial" ON "tutorial_views" USING btree ("tutorial_id");--> statement-breakpoint
CREATE INDEX "tutorials_audience_order" ON "tutorials" USING btree ("audience","category","position","id");--> statement-breakpoint
-- hand-written
-- The change trigger of migration 0006 on every new table (db/read-cache.ts relies on it).
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['blog_posts', 'tutorials', 'tutorial_views'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION vitrina_table_changed()',
      name || '_changed', name);
  END LOOP;
END
$$;
