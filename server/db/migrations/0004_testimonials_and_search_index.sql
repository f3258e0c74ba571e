CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"message" text NOT NULL,
	"rating" smallint,
	"location" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"user_id" uuid,
	"is_verified_buyer" boolean DEFAULT false NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "testimonials_status_check" CHECK ("testimonials"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "testimonials_rating_check" CHECK ("testimonials"."rating" is null or "testimonials"."rating" between 1 and 5)
);
--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "testimonials_status_created_idx" ON "testimonials" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin (("name" || ' ' || "metal" || ' ' || coalesce("gemstone", '')) gin_trgm_ops);