import { isDatabaseUnavailable } from './database-errors';

describe('isDatabaseUnavailable', () => {
  it('recognises a refused connection, a pool wait timeout and an administrator shutdown', () => {
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable({ message: 'query failed', driverError: { code: '57P01' } })).toBe(true);
    expect(isDatabaseUnavailable({ message: 'x', driverError: { code: '08006' } })).toBe(true);
  });

  it('does not mistake a bug or a constraint violation for an outage', () => {
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    );
    expect(isDatabaseUnavailable({ message: 'duplicate key', driverError: { code: '23505' } })).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
