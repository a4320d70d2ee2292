// Fastify compiles every route's request validator (Ajv) and response serializer
// (fast-json-stringify) while the server starts: about a third of a second on this service, spent on
// routes that may not be called for hours. These builders wrap Fastify's own ones so that each
// schema is compiled by its first request instead; what runs afterwards is the same compiled code.
import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

type Compile = (...args: never[]) => (data: unknown) => unknown;
type Builder = (...args: unknown[]) => Compile;

const require = createRequire(import.meta.url);
// Fastify's default builders, from the packages Fastify itself depends on.
const buildAjvValidator = (require('@fastify/ajv-compiler') as () => Builder)();
const buildFjsSerializer = (require('@fastify/fast-json-stringify-compiler') as () => Builder)();

/**
 * A builder whose compilers return functions that compile on their first call. Validators keep the
 * compiled function's `errors` on themselves, where Fastify reads a failed validation's errors.
 */
function lazily(build: Builder, withErrors: boolean): Builder {
  return (...builderArgs) => {
    const compile = build(...builderArgs);
    return ((...compileArgs: never[]) => {
      let compiled: ((data: unknown) => unknown) & { errors?: unknown };
      if (!withErrors) return (data: unknown) => (compiled ??= compile(...compileArgs))(data);
      const validate = (data: unknown) => {
        compiled ??= compile(...compileArgs);
        const valid = compiled(data);
        validate.errors = valid ? null : compiled.errors;
        return valid;
      };
      validate.errors = null as unknown;
      return validate;
    }) as Compile;
  };
}

export const lazySchemaCompilers: NonNullable<FastifyServerOptions['schemaController']> = {
  compilersFactory: {
    buildValidator: lazily(buildAjvValidator, true) as never,
    buildSerializer: lazily(buildFjsSerializer, false) as never,
  },
};
