import { LoginDto } from './auth/dto/login.dto';
import { FrenchValidationPipe } from './common/validation/french-validation.pipe';
import { CreateContactDto } from './contact/dto/create-contact.dto';
import { SubscribeNewsletterDto } from './newsletter/dto/subscribe-newsletter.dto';

// Next to app.module.ts: like the app, this puts every feature's public body through the
// global pipe of src/common, which imports no feature itself.

// Every rule a public body goes through, from the trimming transforms to the last validator,
// must take time linear in the input. A body is at most 32 KB, so the worst a client can send
// one field is about 30 000 characters: here, runs of spaces (what made the old trim regex
// quadratic) placed inside, before and after, in each text field of each DTO.
//
// The bound is wide on purpose. A linear rule takes about 1 ms here and a busy 2-core CI
// machine has been seen to stretch that to 12 ms; a quadratic one (a `\s+$` scanned from
// every start) takes about 500 ms on the same input. 100 ms sits well apart from both, so the
// test tells the two apart without failing on a loaded machine.
const BOUND_MS = 100;

/** Best of a few runs, in ms: one slow run on a busy machine does not fail the test. */
async function bestTime(run: () => Promise<unknown>, runs = 5): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

const pipe = new FrenchValidationPipe();
const validateBody = (metatype: new () => object, body: Record<string, unknown>) =>
  pipe.transform(body, { type: 'body', metatype }).then(
    () => 'accepted',
    () => 'refused',
  );

const SPACES = ' '.repeat(30_000);
const PLACEMENTS: [string, (core: string) => string][] = [
  ['inside', (core) => `${core.slice(0, 1)}${SPACES}${core.slice(1)}`],
  ['before', (core) => `${SPACES}${core}`],
  ['after', (core) => `${core}${SPACES}`],
];

const CONTACT = {
  name: 'Amira Ben Salah',
  email: 'amira@example.tn',
  phone: '+216 22 333 444',
  message: 'Bonjour',
  service: 'Botox',
  selections: { 'step-1': 'Visage' },
  source: 'contact',
  page: '/contact',
};

const CASES: [string, new () => object, Record<string, unknown>, string[]][] = [
  [
    'contact request',
    CreateContactDto,
    CONTACT,
    ['name', 'email', 'phone', 'message', 'service', 'source', 'page', 'website'],
  ],
  ['newsletter sign-up', SubscribeNewsletterDto, { email: 'amira@example.tn' }, ['email', 'website']],
  [
    'sign-in',
    LoginDto,
    { username: 'docteur', password: 'correct-horse-battery-staple' },
    ['username', 'password'],
  ],
];

describe('every rule on public input takes linear time (30 000 spaces, far under the quadratic case)', () => {
  it('the bodies used below are valid as they are', async () => {
    for (const [, metatype, body] of CASES) expect(await validateBody(metatype, body)).toBe('accepted');
  });

  for (const [dto, metatype, body, fields] of CASES) {
    describe(dto, () => {
      it.each(fields.flatMap((field) => PLACEMENTS.map(([where, place]) => [field, where, place] as const)))(
        '%s, spaces %s',
        async (field, _where, place) => {
          const core = typeof body[field] === 'string' ? (body[field] as string) : 'ab';
          const hostile = { ...body, [field]: place(core) };
          await validateBody(metatype, hostile); // warm-up
          expect(await bestTime(() => validateBody(metatype, hostile))).toBeLessThan(BOUND_MS);
        },
      );
    });
  }

  it('contact request: a selection answer of 30 000 spaces', async () => {
    for (const [, place] of PLACEMENTS) {
      const hostile = { ...CONTACT, selections: { 'step-1': place('Visage') } };
      expect(await bestTime(() => validateBody(CreateContactDto, hostile))).toBeLessThan(BOUND_MS);
    }
  });

  it('contact request: every text field at once', async () => {
    const hostile = Object.fromEntries(
      Object.entries(CONTACT).map(([field, value]) => [
        field,
        typeof value === 'string' ? `a${SPACES.slice(0, 3_000)}b` : value,
      ]),
    );
    expect(await validateBody(CreateContactDto, hostile)).toBe('refused');
    expect(await bestTime(() => validateBody(CreateContactDto, hostile))).toBeLessThan(BOUND_MS);
  });
});
