import type { TestProject } from "vitest/node";
import {
  dropPostgresTemplate,
  makePgliteTemplate,
  makePostgresTemplate,
  removePgliteTemplate,
  templateName,
} from "./database-template";

/** Vitest global setup of the integration project: one migrated template per run. */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) await makePostgresTemplate(serverUrl, templateName);
  else await makePgliteTemplate(templateName);
  project.provide("databaseTemplate", templateName);
  return () =>
    serverUrl ? dropPostgresTemplate(serverUrl, templateName) : removePgliteTemplate(templateName);
}
