/**
 * @nestjs/swagger writes `nullable: true`, a keyword of OpenAPI 3.0 that 3.1 (plain JSON Schema)
 * no longer has: a 3.1 reader would refuse the null the server sends. Each such schema is
 * rewritten the 3.1 way, in place: `null` added to its type (and to its enum), or, for a schema
 * without a type of its own (a reference), `oneOf` it or null.
 */
export function nullableAsTypeUnions<T extends object>(document: T): T {
  const stack: unknown[] = [document];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null) continue;
    if (Array.isArray(node)) {
      stack.push(...(node as unknown[]));
      continue;
    }
    const schema = node as Record<string, unknown>;
    if (schema.nullable === true) rewrite(schema);
    stack.push(...Object.values(schema));
  }
  return document;
}

function rewrite(schema: Record<string, unknown>): void {
  delete schema.nullable;
  if (typeof schema.type === 'string') {
    schema.type = [schema.type, 'null'];
    if (Array.isArray(schema.enum)) schema.enum = [...(schema.enum as unknown[]), null];
    return;
  }
  const { description, ...rest } = schema;
  for (const key of Object.keys(schema)) delete schema[key];
  if (description !== undefined) schema.description = description;
  schema.oneOf = [rest, { type: 'null' }];
}
