// The types of test-database.cjs (see there for what each function does).

export interface TestDatabase {
  /** The owner's address: migrations, and the tests' own fixtures and checks. */
  url: string;
  /** The address the server serves with: the database's runtime role (created at its start-up). */
  appUrl: string;
  name: string;
  drop(): Promise<void>;
}

export interface RunningPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * A new database on `baseUrl` (by default the server of jest's global setup): empty, or a copy
 * of the database `template`.
 */
export function createDatabase(baseUrl?: string, prefix?: string, template?: string): Promise<TestDatabase>;

/** The address of the database `name` on the server at `baseUrl`. */
export function databaseUrl(baseUrl: string, name: string): string;

/** Removes the database `name` from the server at `baseUrl`, if it is there. */
export function dropDatabase(baseUrl: string, name: string): Promise<void>;

/** The runtime role's address for the database of `ownerUrl` (see TestDatabase.appUrl). */
export function runtimeUrlFor(ownerUrl: string): string;

/** An embedded PostgreSQL on `dataDir` (initialised when empty) and `port`. */
export function startEmbeddedPostgres(dataDir: string, port: number): Promise<RunningPostgres>;

/** TEST_DATABASE_URL, or an embedded PostgreSQL in a temporary folder. */
export function startTestServer(): Promise<RunningPostgres>;
