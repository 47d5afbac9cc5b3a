CREATE TABLE "my_file_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"file_id" uuid,
	"file_name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"delivery" text NOT NULL,
	"format" text NOT NULL,
	"link_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "my_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"folder_id" uuid,
	"kind" text DEFAULT 'editor' NOT NULL,
	"name" text NOT NULL,
	"header_content" text DEFAULT '' NOT NULL,
	"inner_content" text DEFAULT '' NOT NULL,
	"footer_content" text DEFAULT '' NOT NULL,
	"storage_key" text,
	"size_bytes" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"last_opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_via" uuid,
	CONSTRAINT "my_files_pdf_stored" CHECK ("my_files"."kind" <> 'pdf' or "my_files"."storage_key" is not null)
);
--> statement-breakpoint
CREATE TABLE "my_folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_via" uuid
);
--> statement-breakpoint
ALTER TABLE "my_file_sends" ADD CONSTRAINT "my_file_sends_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_file_sends" ADD CONSTRAINT "my_file_sends_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_file_sends" ADD CONSTRAINT "my_file_sends_file_id_my_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."my_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_files" ADD CONSTRAINT "my_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_files" ADD CONSTRAINT "my_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_files" ADD CONSTRAINT "my_files_folder_id_my_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."my_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_folders" ADD CONSTRAINT "my_folders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_folders" ADD CONSTRAINT "my_folders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_folders" ADD CONSTRAINT "my_folders_parent_id_my_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."my_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "my_file_sends_sender_idx" ON "my_file_sends" USING btree ("company_id","sender_id","created_at");--> statement-breakpoint
CREATE INDEX "my_file_sends_file_idx" ON "my_file_sends" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "my_files_owner_folder_idx" ON "my_files" USING btree ("company_id","owner_id","folder_id");--> statement-breakpoint
CREATE INDEX "my_files_owner_recent_idx" ON "my_files" USING btree ("company_id","owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "my_folders_owner_parent_idx" ON "my_folders" USING btree ("company_id","owner_id","parent_id");--> statement-breakpoint
CREATE INDEX "my_folders_owner_deleted_idx" ON "my_folders" USING btree ("company_id","owner_id","deleted_at");