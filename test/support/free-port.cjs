// One function to find a free port, for every server the tests and the benchmark start (the app,
// PostgreSQL, a refused SMTP address). CommonJS, its types in free-port.d.cts, because it has
// three kinds of callers: jest's test files (CommonJS in jest's sandbox, which cannot load an ES
// module), the .mjs helpers and scripts, and the bench.
'use strict';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, see above
const { createServer } = require('node:net');

/**
 * A port nothing listens on at this moment, on 127.0.0.1: the system picks one for a server
 * on port 0, which closes again. A connection to it is refused until someone listens there.
 * @returns {Promise<number>}
 */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

module.exports = { freePort };
