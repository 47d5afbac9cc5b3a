CREATE TABLE "recent_documents" (
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recent_documents" ADD CONSTRAINT "recent_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_documents" ADD CONSTRAINT "recent_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_documents" ADD CONSTRAINT "recent_documents_document_id_company_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."company_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recent_documents_user_document_unique" ON "recent_documents" USING btree ("user_id","document_id");--> statement-breakpoint
CREATE INDEX "recent_documents_company_user_idx" ON "recent_documents" USING btree ("company_id","user_id","opened_at");