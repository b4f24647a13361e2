import pg from 'pg';

/**
 * The test server's database, which scripts/browser-tests.mjs creates and names in
 * E2E_DATABASE_URL: the tests read what the pages stored there, and write the rows the public
 * API cannot create (or would create too slowly, being rate limited).
 */
export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL manquant : lancez les tests par npm run test:browser');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface StoredContactRequest {
  name: string;
  email: string | null;
  phone: string;
  service: string;
  message: string;
  /** The `selections` column exactly as stored (JSON text, keys in the order sent). */
  selections: string;
}

/** The request stored under `name` (names are unique per test), waiting briefly for it to land. */
export function storedRequest(name: string): Promise<StoredContactRequest | undefined> {
  return withDatabase(async (client) => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const { rows } = await client.query<StoredContactRequest>(
        `SELECT name, email, phone, service, message, selections::text AS selections
           FROM contact_request WHERE name = $1`,
        [name],
      );
      if (rows.length > 1) throw new Error(`Plusieurs demandes au nom de ${name}`);
      if (rows[0]) return rows[0];
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return undefined;
  });
}

/** The lead source (where the request came from) stored with the request under `name`. */
export function storedLead(name: string): Promise<{ source: string | null; page: string | null }> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ source: string | null; page: string | null }>(
      'SELECT source, page FROM contact_request WHERE name = $1',
      [name],
    );
    return rows[0];
  });
}

/** How many requests are stored under `name`. */
export function storedCount(name: string): Promise<number> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ n: string }>(
      'SELECT count(*) AS n FROM contact_request WHERE name = $1',
      [name],
    );
    return Number(rows[0].n);
  });
}

/**
 * Contact requests of one test, written straight to the database (the public API is rate
 * limited and slower): `Prénom {tag} {n}` for n = 1…count, each one minute older than the one
 * before, so the list shows them in that order. Returns their ids, newest first.
 */
export async function insertContacts(tag: string, count: number): Promise<string[]> {
  return withDatabase(async (db) => {
    await db.query(
      `INSERT INTO contact_request (name, phone, service, message, selections, created_at)
       SELECT 'Prénom ' || $1::text || ' ' || i, '+216 7' || lpad(i::text, 7, '0'), 'Botox',
              'Message ' || i, '{}'::json, now() - i * interval '1 minute'
         FROM generate_series(1, $2::int) AS i`,
      [tag, count],
    );
    const { rows } = await db.query<{ id: string }>(
      `SELECT id FROM contact_request WHERE name LIKE $1 ORDER BY created_at DESC, id DESC`,
      [`Prénom ${tag} %`],
    );
    return rows.map((row) => row.id);
  });
}

/** Removes what `insertContacts` wrote. */
export function deleteContacts(tag: string) {
  return withDatabase((db) =>
    db.query(`DELETE FROM contact_request WHERE name LIKE $1`, [`Prénom ${tag} %`]),
  );
}

/** The newsletter subscribers stored under `email` (none or one). */
export function storedSubscribers(email: string) {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ email: string; subscribed_at: Date }>(
      'SELECT email, subscribed_at FROM newsletter_subscriber WHERE email = $1',
      [email],
    );
    return rows;
  });
}

/** Removes the subscribers of one test: every address that starts with its tag. */
export function deleteSubscribers(tag: string) {
  return withDatabase((db) => db.query('DELETE FROM newsletter_subscriber WHERE email LIKE $1', [`${tag}%`]));
}
