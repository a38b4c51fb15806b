import type { TestProject } from "vitest/node";
import { startPostgres } from "./postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Admin URL of the throwaway PostgreSQL server of this test run. */
    postgresUrl: string;
  }
}

/** One throwaway PostgreSQL server for the whole unit-test run. */
export default async function setup(project: TestProject) {
  const postgres = await startPostgres();
  project.provide("postgresUrl", postgres.url);
  return () => postgres.stop();
}
