// The page assets (styles, scripts, icons) under /assets/, cached by browsers for an hour.
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function registerStaticAssets(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: fileURLToPath(new URL('../../web/assets/', import.meta.url)),
    prefix: '/assets/',
    maxAge: '1h',
    schemaHide: true,
  });
}
