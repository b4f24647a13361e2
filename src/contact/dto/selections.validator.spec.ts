import { validate } from 'class-validator';
import { IsSelections, MAX_SELECTIONS, SELECTIONS_MESSAGES, selectionsProblem } from './selections.validator';

describe('selectionsProblem', () => {
  it('accepts the questionnaire answers and the contact page empty object', () => {
    expect(selectionsProblem({})).toBeUndefined();
    expect(
      selectionsProblem({ 'step-1': 'Visage', 'step-visage': 'Lèvres', 'step-levres': 'Volume' }),
    ).toBeUndefined();
    expect(selectionsProblem(Object.create(null))).toBeUndefined();
    const twenty = Object.fromEntries(Array.from({ length: MAX_SELECTIONS }, (_, i) => [`s${i}`, 'x']));
    expect(selectionsProblem(twenty)).toBeUndefined();
    expect(selectionsProblem({ ['a'.repeat(64)]: 'é'.repeat(200) })).toBeUndefined();
  });

  it('refuses anything but a plain object', () => {
    for (const value of [null, undefined, 'Visage', 3, true, ['Visage'], new Date(), new Map()]) {
      expect(selectionsProblem(value)).toBe(SELECTIONS_MESSAGES.notAnObject);
    }
  });

  it('refuses more than 20 entries', () => {
    const many = Object.fromEntries(Array.from({ length: MAX_SELECTIONS + 1 }, (_, i) => [`s${i}`, 'x']));
    expect(selectionsProblem(many)).toBe(SELECTIONS_MESSAGES.tooMany);
  });

  it('refuses keys outside [a-z0-9-]{1,64}, and the prototype keys', () => {
    for (const key of ['Step', 'step_1', 'step 1', 'é', '', 'a'.repeat(65), 'constructor', 'prototype']) {
      expect(selectionsProblem({ [key]: 'x' })).toBe(SELECTIONS_MESSAGES.badKey);
    }
    // JSON.parse creates an own "__proto__" key: it must be seen and refused.
    const parsed: unknown = JSON.parse('{"__proto__": "x"}');
    expect(selectionsProblem(parsed)).toBe(SELECTIONS_MESSAGES.badKey);
    expect(selectionsProblem(JSON.parse('{"__proto__": {"polluted": true}}'))).toBe(
      SELECTIONS_MESSAGES.badKey,
    );
  });

  it('refuses values that are not text: nested objects, arrays, numbers, booleans, null', () => {
    for (const value of [{ a: 'b' }, ['a'], 1, false, null]) {
      expect(selectionsProblem({ 'step-1': value })).toBe(SELECTIONS_MESSAGES.notText);
    }
  });

  it('refuses values over 200 characters (code points) and control characters', () => {
    expect(selectionsProblem({ 'step-1': 'a'.repeat(201) })).toBe(SELECTIONS_MESSAGES.tooLong);
    expect(selectionsProblem({ 'step-1': '😀'.repeat(200) })).toBeUndefined();
    expect(selectionsProblem({ 'step-1': 'a\r\nb' })).toBe(SELECTIONS_MESSAGES.controlCharacters);
    expect(selectionsProblem({ 'step-1': 'a\u0000' })).toBe(SELECTIONS_MESSAGES.controlCharacters);
  });

  it('refuses a value holding half of a surrogate pair; whole pairs are fine', () => {
    for (const answer of ['\uD83D', 'Visage\uDE00', '\uDE00\uD83D']) {
      expect(selectionsProblem({ 'step-1': answer })).toBe(SELECTIONS_MESSAGES.malformed);
    }
    expect(SELECTIONS_MESSAGES.malformed).toBe('Une réponse contient un caractère mal encodé.');
    expect(selectionsProblem({ 'step-1': 'Visage 😀' })).toBeUndefined();
  });
});

describe('@IsSelections()', () => {
  class Holder {
    @IsSelections()
    selections: unknown;
  }

  async function messageFor(selections: unknown): Promise<string | undefined> {
    const holder = Object.assign(new Holder(), { selections });
    const [error] = await validate(holder);
    return error?.constraints?.isSelections;
  }

  it('passes valid selections and reports the precise French problem otherwise', async () => {
    expect(await messageFor({ 'step-1': 'Visage' })).toBeUndefined();
    expect(await messageFor({ 'step-1': 4 })).toBe(SELECTIONS_MESSAGES.notText);
    expect(await messageFor({ BAD: 'x' })).toBe(SELECTIONS_MESSAGES.badKey);
    expect(await messageFor('x')).toBe(SELECTIONS_MESSAGES.notAnObject);
  });
});
