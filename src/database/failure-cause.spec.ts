import { describeFailure } from './failure-cause';

describe('describeFailure', () => {
  it('names a cause in French for what is not an Error, never "undefined" or an empty string', () => {
    for (const thrown of [undefined, null]) {
      const cause = describeFailure(thrown);
      expect(cause).toMatch(/^cause inconnue : /);
      expect(cause).not.toMatch(/undefined|null/);
    }
    expect(describeFailure('')).toBe("cause inconnue : l'étape a échoué avec un message vide");
    expect(describeFailure('   ')).toBe("cause inconnue : l'étape a échoué avec un message vide");
    expect(describeFailure('  port déjà utilisé ')).toBe('port déjà utilisé');
    expect(describeFailure(42)).toBe('valeur inattendue rejetée : 42');
    expect(describeFailure({ code: 'EACCES' })).toBe('valeur inattendue rejetée : {"code":"EACCES"}');
    expect(describeFailure({})).toBe('valeur inattendue rejetée : [object Object]');
    expect(describeFailure({ message: 'objet avec un message' })).toBe('objet avec un message');
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(describeFailure(circular)).toBe('valeur inattendue rejetée : [object Object]');
  });

  it('quotes an Error, and says what it can of one without a message', () => {
    expect(describeFailure(new Error('connect ECONNREFUSED 127.0.0.1:5432'))).toBe(
      'connect ECONNREFUSED 127.0.0.1:5432',
    );
    expect(describeFailure(new Error(''))).toBe('erreur Error sans message (aucun détail fourni)');
    expect(describeFailure(new TypeError())).toBe('erreur TypeError sans message (aucun détail fourni)');
    const withCode = Object.assign(new Error(''), { code: 'EADDRINUSE' });
    expect(describeFailure(withCode)).toBe('erreur Error sans message (code EADDRINUSE)');
    const coded = Object.assign(new Error('bind failed'), { code: 'EADDRINUSE' });
    expect(describeFailure(coded)).toBe('bind failed (code EADDRINUSE)');
  });

  it('opens an AggregateError with an empty message (what Node throws when every address refuses)', () => {
    const refused = (address: string) =>
      Object.assign(new Error(`connect ECONNREFUSED ${address}`), { code: 'ECONNREFUSED' });
    const error = Object.assign(new AggregateError([refused('::1:5432'), refused('127.0.0.1:5432')], ''), {
      code: 'ECONNREFUSED',
    });
    expect(describeFailure(error)).toBe(
      'connect ECONNREFUSED ::1:5432 ; connect ECONNREFUSED 127.0.0.1:5432',
    );
  });

  it('follows the cause of an Error', () => {
    const error = new Error('Création de la base impossible', { cause: new Error('disque plein') });
    expect(describeFailure(error)).toBe('Création de la base impossible ; cause : disque plein');
    expect(describeFailure(new Error('', { cause: 'délai dépassé' }))).toBe(
      'erreur Error sans message (aucun détail fourni) ; cause : délai dépassé',
    );
  });

  it('keeps a long message readable', () => {
    expect(describeFailure('x'.repeat(2000))).toHaveLength(501);
  });
});
