CREATE TABLE "web_form_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"submitted_by" uuid,
	"submitter_name" text NOT NULL,
	"answers" jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_form_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"published_by" uuid,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"allow_public" boolean DEFAULT false NOT NULL,
	"public_token" text NOT NULL,
	"notify_user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"draft_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"current_version" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "web_form_submissions" ADD CONSTRAINT "web_form_submissions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_form_submissions" ADD CONSTRAINT "web_form_submissions_form_id_web_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."web_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_form_submissions" ADD CONSTRAINT "web_form_submissions_version_id_web_form_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."web_form_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_form_submissions" ADD CONSTRAINT "web_form_submissions_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_form_versions" ADD CONSTRAINT "web_form_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_form_versions" ADD CONSTRAINT "web_form_versions_form_id_web_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."web_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_form_versions" ADD CONSTRAINT "web_form_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_forms" ADD CONSTRAINT "web_forms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_forms" ADD CONSTRAINT "web_forms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "web_form_submissions_form_idx" ON "web_form_submissions" USING btree ("company_id","form_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "web_form_versions_form_idx" ON "web_form_versions" USING btree ("company_id","form_id","version");--> statement-breakpoint
CREATE INDEX "web_forms_company_idx" ON "web_forms" USING btree ("company_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "web_forms_public_token_idx" ON "web_forms" USING btree ("public_token");