import { resolve } from 'node:path';

// CommonJS, so CI can run it as a plain script before anything is built.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const floors = require('../../scripts/dependency-floors.cjs') as {
  FLOORS: Record<string, [string, string]>;
  compareVersions(a: string, b: string): number;
  belowFloors(tree: object, floors?: Record<string, [string, string]>): string[];
  productionTree(cwd: string): object;
};

type Tree = { version?: string; dependencies?: Record<string, Tree> };
const tree = (dependencies: Record<string, Tree>): Tree => ({ dependencies });

describe('Minimum safe versions of the production dependencies (when the registry has no audit)', () => {
  it('compares versions numerically, a pre-release before its release', () => {
    expect(floors.compareVersions('10.10.0', '10.4.1')).toBe(1);
    expect(floors.compareVersions('10.4.1', '10.4.1')).toBe(0);
    expect(floors.compareVersions('9.99.99', '10.4.1')).toBe(-1);
    expect(floors.compareVersions('10.4.1-beta.1', '10.4.1')).toBe(-1);
    expect(floors.compareVersions('10.4.0', '10.4.1-beta.1')).toBe(-1);
  });

  it('finds a vulnerable copy anywhere in the tree, a nested one too', () => {
    const installed = tree({
      nodemailer: { version: '7.0.13' },
      express: {
        version: '5.2.1',
        dependencies: { cookie: { version: '0.6.0' }, qs: { version: '6.17.1' } },
      },
      cookie: { version: '1.1.1' },
    });
    expect(floors.belowFloors(installed)).toEqual([
      expect.stringMatching(/^cookie@0\.6\.0 < 0\.7\.0 \(CVE-2024-47764\)$/),
      expect.stringMatching(/^nodemailer@7\.0\.13 < 10\.4\.1 /),
    ]);
  });

  it('holds for the tree installed here (npm ls --omit=dev)', () => {
    const installed = floors.productionTree(resolve(__dirname, '../..'));
    expect(floors.belowFloors(installed)).toEqual([]);
    // The floors name packages that really are in the tree (a renamed one would check nothing).
    const names = JSON.stringify(installed);
    for (const name of ['nodemailer', 'express', 'jsonwebtoken', 'class-validator', 'multer']) {
      expect(names).toContain(`"${name}"`);
    }
  });
});
