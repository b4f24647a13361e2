// The admin lists at scale: GET /api/contact's first page, a next page, two searches (one rare
// match, one that matches every row) and the full CSV export, with the server's memory while
// it streams. Rows are written straight into PostgreSQL (generate_series), then analysed.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { ADMIN } from './server.mjs';

const rssMiB = (pid) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

async function seed(server, rows) {
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  const started = performance.now();
  await client.query('DELETE FROM contact_request');
  for (let from = 1; from <= rows; from += 100000) {
    await client.query(
      `INSERT INTO contact_request (name, email, phone, service, message, selections, created_at)
       SELECT 'Patient ' || i, 'patient' || i || '@exemple.tn', '+216 20 ' || lpad(i::text, 7, '0'), 'Botox',
              'Message de test numéro ' || i, '{"step-1": "Visage", "step-visage": "Lèvres"}'::json,
              now() - (i || ' seconds')::interval
         FROM generate_series($1::int, $2::int) AS i`,
      [from, Math.min(rows, from + 99999)],
    );
  }
  // A follow-up like a practice's: one request in ten to call back (half of them due by now),
  // one in seven treated, one in fifty with a booked appointment.
  await client.query(`
    UPDATE contact_request SET
      status = CASE WHEN (substr(name, 9))::int % 10 = 0 THEN 'a-rappeler'
                    WHEN (substr(name, 9))::int % 7 = 0 THEN 'traitee'
                    WHEN (substr(name, 9))::int % 50 = 1 THEN 'rendez-vous-fixe'
                    ELSE 'nouvelle' END,
      follow_up_at = CASE WHEN (substr(name, 9))::int % 10 = 0
                          THEN now() + ((((substr(name, 9))::int / 10) % 20 - 10) || ' days')::interval END`);
  // As autovacuum leaves a table at rest: statistics, and the visibility map that lets a
  // count read the index alone.
  await client.query('VACUUM ANALYZE contact_request');
  await client.end();
  return Math.round(performance.now() - started);
}

async function timed(url, token, runs = 5) {
  const times = [];
  let body = '';
  let total;
  for (let i = 0; i <= runs; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    body = await res.text();
    if (!res.ok) throw new Error(`${url} : ${res.status} ${body.slice(0, 200)}`);
    total = Number(res.headers.get('x-total-count'));
    if (i > 0) times.push(performance.now() - started); // the first call warms the pool and caches
  }
  times.sort((a, b) => a - b);
  const items = JSON.parse(body);
  return {
    medianMs: Math.round(times[Math.floor(times.length / 2)]),
    maxMs: Math.round(times.at(-1)),
    items,
    total,
    bytes: body.length,
  };
}

export async function measureAdminLists(server, rows) {
  const seedMs = await seed(server, rows);
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = await login.json();
  const base = `${server.base}/api/contact`;
  const first = await timed(base, token);
  const next = await timed(`${base}?before=${first.items.at(-1)._id}`, token);
  const rare = await timed(`${base}?q=${encodeURIComponent(`patient${Math.floor(rows / 2)}@`)}`, token);
  const everywhere = await timed(`${base}?q=exemple`, token);
  // The follow-up: a status's first page, the call-back list, the statistics of a year, the
  // dashboard's counts per status, and one person found by address and by number.
  const treated = await timed(`${base}?status=traitee`, token);
  const due = await timed(`${base}?due=1`, token);
  const stats = await timed(`${server.base}/api/admin/stats?weeks=52`, token);
  const status = await timed(`${server.base}/api/admin/status`, token);
  const person = Math.floor(rows / 3);
  const byEmail = await timed(`${server.base}/api/admin/subject?email=patient${person}%40exemple.tn`, token);
  const byPhone = await timed(
    `${server.base}/api/admin/subject?phone=${encodeURIComponent(`+216 20 ${String(person).padStart(7, '0')}`)}`,
    token,
  );

  // The export, twice, read as it comes; the server's resident memory sampled meanwhile. A
  // server that kept rows would grow with each export; a streaming one levels off.
  const rssBefore = rssMiB(server.pid);
  const exports = [];
  for (let round = 0; round < 2; round++) {
    let rssMax = rssMiB(server.pid);
    const sampler = setInterval(() => (rssMax = Math.max(rssMax, rssMiB(server.pid))), 50);
    const started = performance.now();
    const res = await fetch(`${base}/export`, { headers: { authorization: `Bearer ${token}` } });
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines++;
    }
    clearInterval(sampler);
    exports.push({ ms: Math.round(performance.now() - started), bytes, lines, rssMax });
  }

  const row = (name, r) => ({
    mesure: name,
    'médiane ms': r.medianMs,
    'max ms': r.maxMs,
    éléments: Array.isArray(r.items)
      ? r.items.length
      : Array.isArray(r.items?.contacts)
        ? r.items.contacts.length
        : '—',
    total: r.total,
    KB: Math.round(r.bytes / 1024),
  });
  return {
    rows,
    seedMs,
    table: [
      row('première page', first),
      row('page suivante (?before=)', next),
      row('recherche rare', rare),
      row('recherche qui trouve tout', everywhere),
      row('statut « Traitée » (?status=)', treated),
      row('à rappeler aujourd’hui (?due=1)', due),
      row('statistiques sur 52 semaines', stats),
      row('tableau de bord (/api/admin/status)', status),
      row('droits : une personne par e-mail', byEmail),
      row('droits : une personne par téléphone', byPhone),
    ],
    export: {
      ms: exports.map((e) => e.ms),
      MiB: Math.round(exports[0].bytes / 1024 / 1024),
      lines: exports[0].lines,
      rssBeforeMiB: Math.round(rssBefore),
      // The highest resident memory during each export.
      rssMaxMiB: exports.map((e) => Math.round(e.rssMax)),
    },
  };
}
