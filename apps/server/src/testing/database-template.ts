import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { openPglite, openPostgres } from "../platform/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated template every test file's database starts from (testing/database.ts). */
    databaseTemplate: string;
  }
}

/**
 * Migrating a database for every test file was a good part of the integration run. Vitest's
 * global setup migrates one template per run instead: on PostgreSQL a template database that each
 * file's database is created from, on PGlite a data-folder dump that each file loads.
 */

const root = path.resolve(import.meta.dirname, "../../../..");
/** This run's template: a dump file (PGlite) or a database name (PostgreSQL). */
export const templateName = `cloudoc_template_${process.pid}`;
export const pgliteTemplateFile = (name: string) => path.join(root, ".test-data", `${name}.tar`);

export async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Migrates the run's PGlite template and dumps it. */
export async function makePgliteTemplate(name: string) {
  const handle = await openPglite(undefined);
  try {
    await handle.migrate();
    if (handle.kind !== "pglite") return;
    const dump = await handle.pglite.dumpDataDir("none");
    await mkdir(path.dirname(pgliteTemplateFile(name)), { recursive: true });
    await writeFile(pgliteTemplateFile(name), Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
}

/** The PGlite template's dump, when the global setup made one. */
export async function pgliteTemplate(name: string | undefined): Promise<Blob | undefined> {
  if (!name || !existsSync(pgliteTemplateFile(name))) return undefined;
  return new Blob([await readFile(pgliteTemplateFile(name))]);
}

/** Creates and migrates the run's PostgreSQL template. */
export async function makePostgresTemplate(serverUrl: string, name: string) {
  await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  await adminQuery(serverUrl, `create database ${name}`);
  const handle = await openPostgres(databaseUrl(serverUrl, name), 2);
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
}

export async function dropPostgresTemplate(serverUrl: string, name: string) {
  await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
}

export const removePgliteTemplate = (name: string) => rm(pgliteTemplateFile(name), { force: true });
