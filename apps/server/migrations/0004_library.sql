CREATE TABLE "countries" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"flag" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cqc_quality_statements" (
	"id" text PRIMARY KEY NOT NULL,
	"key_question" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_number" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"nation" text NOT NULL,
	"audience" text NOT NULL,
	"folder" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	"cqc_statements" text[] DEFAULT '{}' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_documents" (
	"folder_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "package_documents_folder_id_template_id_pk" PRIMARY KEY("folder_id","template_id")
);
--> statement-breakpoint
CREATE TABLE "package_folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"license_fee_pence" integer NOT NULL,
	"image" text NOT NULL,
	"country" text NOT NULL,
	"service_type" text NOT NULL,
	"regulator" text,
	"categories" text[] DEFAULT '{}' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regulators" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"description" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_types" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"blurb" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_types" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_number" text NOT NULL,
	"title" text NOT NULL,
	"updated_on" date NOT NULL,
	"summary" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_articles" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sample_documents" (
	"number" smallint PRIMARY KEY NOT NULL,
	"policy_number" text NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_blocks" (
	"key" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"organisation" text NOT NULL,
	"quote" text NOT NULL,
	"rating" smallint NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_nation_countries_slug_fk" FOREIGN KEY ("nation") REFERENCES "public"."countries"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_documents" ADD CONSTRAINT "package_documents_folder_id_package_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."package_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_documents" ADD CONSTRAINT "package_documents_template_id_document_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."document_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_folders" ADD CONSTRAINT "package_folders_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_country_countries_slug_fk" FOREIGN KEY ("country") REFERENCES "public"."countries"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_service_type_service_types_slug_fk" FOREIGN KEY ("service_type") REFERENCES "public"."service_types"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_regulator_regulators_slug_fk" FOREIGN KEY ("regulator") REFERENCES "public"."regulators"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulators" ADD CONSTRAINT "regulators_country_countries_slug_fk" FOREIGN KEY ("country") REFERENCES "public"."countries"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_templates_policy_number_unique" ON "document_templates" USING btree ("policy_number");--> statement-breakpoint
CREATE UNIQUE INDEX "document_templates_slug_unique" ON "document_templates" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "package_documents_template_idx" ON "package_documents" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "package_folders_package_idx" ON "package_folders" USING btree ("package_id");--> statement-breakpoint
CREATE UNIQUE INDEX "packages_slug_unique" ON "packages" USING btree ("slug");