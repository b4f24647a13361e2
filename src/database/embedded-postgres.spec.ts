import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runningEmbeddedPostgresUrl } from './embedded-postgres';

describe('runningEmbeddedPostgresUrl', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cabinet-pid-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the port of a running embedded PostgreSQL from postmaster.pid', () => {
    expect(runningEmbeddedPostgresUrl(dir)).toBeUndefined();
    writeFileSync(join(dir, 'postmaster.pid'), `12345\n${dir}\n1763800000\n54321\n/tmp\n127.0.0.1\n`);
    expect(runningEmbeddedPostgresUrl(dir)).toBe('postgres://postgres:postgres@127.0.0.1:54321/cabinet');
    writeFileSync(join(dir, 'postmaster.pid'), '12345\n');
    expect(runningEmbeddedPostgresUrl(dir)).toBeUndefined();
  });
});
