// The two ceilings the API is compared with, each in its own process:
//   node bare-servers.mjs http <port>            a bare Node HTTP server answering a fixed JSON
//   node bare-servers.mjs pg <port> <databaseUrl> the same, inserting the benchmark row through a pg pool
import { createServer } from 'node:http';
import pg from 'pg';

const [mode, port, databaseUrl] = process.argv.slice(2);
const BODY = JSON.stringify({ success: true, _id: '00000000-0000-4000-8000-000000000000' });
const pool = mode === 'pg' ? new pg.Pool({ connectionString: databaseUrl, max: 10 }) : undefined;
const ROW = ['Patient Test', '+216 20 000 000', 'Botox', '', JSON.stringify({ 'step-1': 'Visage' })];

createServer((req, res) => {
  req.resume();
  req.on('end', async () => {
    if (pool) {
      const { rows } = await pool.query(
        'INSERT INTO contact_request (name, phone, service, message, selections) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        ROW,
      );
      res.writeHead(201, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: true, _id: rows[0].id }));
      return;
    }
    res.writeHead(201, { 'Content-Type': 'application/json' });
    res.end(BODY);
  });
}).listen(Number(port), '127.0.0.1', () => process.stdout.write('READY\n'));
