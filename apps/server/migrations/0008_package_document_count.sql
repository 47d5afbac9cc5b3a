ALTER TABLE "packages" ADD COLUMN "document_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Fill the stored counts of libraries loaded before this column existed.
UPDATE "packages" SET "document_count" = (
  SELECT count(DISTINCT pd."template_id")::int
  FROM "package_documents" pd
  JOIN "package_folders" pf ON pf."id" = pd."folder_id"
  JOIN "document_templates" dt ON dt."id" = pd."template_id"
  WHERE pf."package_id" = "packages"."id" AND dt."published"
);
