// The server's memory after each of three floods of distinct unknown addresses: a server that
// keeps anything per address grows with every flood; ours levels off after the first (the heap
// settles at its working size, then stays there).
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';

const rssMiB = (pid) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

export async function measureDistinctUrls(server, count = 20000, pathBytes = 4096) {
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  const padding = 'x'.repeat(pathBytes);
  const statuses = {};
  const get = (i) =>
    new Promise((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port: server.port, path: `/assets/${i}-${padding}.js`, agent },
        (res) => {
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          res.resume();
          res.on('end', resolve);
        },
      );
      req.on('error', reject);
      req.end();
    });
  let next = 0;
  const flood = (until) =>
    Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < until) await get(next++);
      }),
    );
  await flood(500); // warm-up
  const rssMiBAfter = [Math.round(rssMiB(server.pid))];
  const started = Date.now();
  for (let round = 1; round <= 3; round++) {
    await flood(500 + round * count);
    rssMiBAfter.push(Math.round(rssMiB(server.pid)));
  }
  const seconds = (Date.now() - started) / 1000;
  agent.destroy();
  return {
    requests: count,
    pathBytes,
    statuses,
    // Before the floods, then after each.
    rssMiBAfter,
    requestsPerSecond: Math.round((3 * count) / seconds),
  };
}
