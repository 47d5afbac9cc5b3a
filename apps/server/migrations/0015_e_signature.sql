CREATE TABLE "signing_envelopes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"sender_id" uuid,
	"sender_name" text NOT NULL,
	"sender_email" text NOT NULL,
	"title" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"signing_order" text NOT NULL,
	"source_type" text NOT NULL,
	"source_id" uuid NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"original_key" text NOT NULL,
	"original_sha256" text NOT NULL,
	"signed_key" text,
	"signed_sha256" text,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"company_id" uuid NOT NULL,
	"envelope_id" uuid NOT NULL,
	"signer_id" uuid,
	"action" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_signers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"envelope_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"token_hash" text,
	"invited_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"last_reminded_at" timestamp with time zone,
	"signature_type" text,
	"typed_name" text,
	"signature_image" text,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
ALTER TABLE "signing_envelopes" ADD CONSTRAINT "signing_envelopes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_envelopes" ADD CONSTRAINT "signing_envelopes_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_events" ADD CONSTRAINT "signing_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_events" ADD CONSTRAINT "signing_events_envelope_id_signing_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."signing_envelopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_events" ADD CONSTRAINT "signing_events_signer_id_signing_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."signing_signers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_signers" ADD CONSTRAINT "signing_signers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_signers" ADD CONSTRAINT "signing_signers_envelope_id_signing_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."signing_envelopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signing_envelopes_company_idx" ON "signing_envelopes" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "signing_envelopes_source_idx" ON "signing_envelopes" USING btree ("company_id","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signing_envelopes_signed_sha256_idx" ON "signing_envelopes" USING btree ("signed_sha256");--> statement-breakpoint
CREATE INDEX "signing_events_envelope_idx" ON "signing_events" USING btree ("company_id","envelope_id","seq");--> statement-breakpoint
CREATE INDEX "signing_signers_envelope_idx" ON "signing_signers" USING btree ("company_id","envelope_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "signing_signers_token_idx" ON "signing_signers" USING btree ("token_hash");