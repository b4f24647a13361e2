import { BadRequestException } from '@nestjs/common';
import { IsString } from 'class-validator';
import { FrenchValidationPipe } from './french-validation.pipe';

class Example {
  @IsString({ message: 'Le nom doit être un texte.' })
  name: string;
}

async function failure(value: unknown): Promise<unknown> {
  const error = await new FrenchValidationPipe()
    .transform(value, { type: 'body', metatype: Example })
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(BadRequestException);
  return (error as BadRequestException).getResponse();
}

describe('FrenchValidationPipe', () => {
  it('passes a valid body, converted to the DTO class', async () => {
    const value = await new FrenchValidationPipe().transform(
      { name: 'Amira' },
      { type: 'body', metatype: Example },
    );
    expect(value).toBeInstanceOf(Example);
    expect(value).toEqual({ name: 'Amira' });
  });

  it('answers {success:false, message, errors:{field: first French message}}', async () => {
    expect(await failure({ name: 3, other: true })).toEqual({
      success: false,
      message: 'Certains champs sont invalides.',
      errors: { name: 'Le nom doit être un texte.', other: "Ce champ n'est pas autorisé." },
    });
  });

  it('refuses prototype keys as own keys (the built-in pipe would silently drop them)', async () => {
    const body: unknown = JSON.parse('{"name":"Amira","__proto__":{"x":1},"constructor":"y"}');
    const response = (await failure(body)) as { errors: Record<string, string> };
    // Own keys (an object literal `{ __proto__: … }` would set the prototype instead).
    expect(Object.entries(response.errors)).toEqual([
      ['__proto__', "Ce champ n'est pas autorisé."],
      ['constructor', "Ce champ n'est pas autorisé."],
    ]);
  });

  it('refuses prototype keys and excessive depth inside a field', async () => {
    const nested: unknown = JSON.parse('{"name":{"a":{"__proto__":1}}}');
    expect(await failure(nested)).toMatchObject({
      errors: { name: 'Cette valeur contient une clé interdite.' },
    });
    expect(await failure({ name: [[[['deep']]]] })).toMatchObject({
      errors: { name: 'Cette valeur est trop imbriquée.' },
    });
  });

  it('refuses a body that is not an object', async () => {
    for (const value of [[], 'text', 5]) {
      expect(await failure(value)).toEqual({
        success: false,
        message: 'Le corps de la requête doit être un objet JSON.',
        errors: {},
      });
    }
  });

  it('validates a missing body as an empty one', async () => {
    expect(await failure(undefined)).toMatchObject({ errors: { name: 'Le nom doit être un texte.' } });
  });
});
