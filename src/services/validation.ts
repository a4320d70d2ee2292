// Checks a value against one of our TypeBox schemas outside Fastify (MCP tools, bodies a service
// reads itself), with the same field paths and messages the HTTP layer gives for its validation.
import { Kind, Type, TypeRegistry, type SchemaOptions, type TSchema, type TUnsafe } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { ValueErrorType, type ValueError } from '@sinclair/typebox/errors';
import type { FieldError } from './errors.js';

/**
 * A string that is one of `values`, written as JSON Schema's `enum` (so a wrong value fails with one
 * message, not one per allowed literal). The kind is registered so TypeBox's own checker knows it too.
 */
export function StringEnum<T extends string>(values: readonly T[], options: SchemaOptions = {}): TUnsafe<T> {
  if (!TypeRegistry.Has('StringEnum')) {
    TypeRegistry.Set('StringEnum', (schema: { enum: string[] }, value) => typeof value === 'string' && schema.enum.includes(value));
  }
  return Type.Unsafe<T>({ ...options, [Kind]: 'StringEnum', type: 'string', enum: [...values] });
}

const compiled = new WeakMap<TSchema, TypeCheck<TSchema>>();

function checkerFor(schema: TSchema): TypeCheck<TSchema> {
  let check = compiled.get(schema);
  if (!check) compiled.set(schema, (check = TypeCompiler.Compile(schema)));
  return check;
}

/** The failing fields of `value` (empty when it matches), one per field, in the schema's words. */
export function schemaFieldErrors(schema: TSchema, value: unknown): FieldError[] {
  const check = checkerFor(schema);
  if (check.Check(value)) return [];
  const byField = new Map<string, FieldError>();
  for (const error of check.Errors(value)) {
    const field = fieldPath(error.path);
    if (!byField.has(field)) byField.set(field, { field, message: messageOf(error) });
  }
  return [...byField.values()];
}

/** "/meta/day" → "meta.day", "/addons/1" → "addons[1]". */
function fieldPath(pointer: string): string {
  const path = pointer.replace(/^\//, '').replace(/\/(\d+)(?=\/|$)/g, '[$1]').replaceAll('/', '.');
  return path || '(input)';
}

function messageOf(error: ValueError): string {
  switch (error.type) {
    case ValueErrorType.ObjectRequiredProperty:
      return 'is required';
    case ValueErrorType.ObjectAdditionalProperties:
      return 'is not an accepted field';
    case ValueErrorType.StringPattern: {
      const expected = (error.schema as { description?: string }).description;
      return expected ? `has the wrong format (expected: ${expected})` : 'has the wrong format';
    }
    default:
      return error.message.charAt(0).toLowerCase() + error.message.slice(1);
  }
}
