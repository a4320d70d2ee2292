// Private reading endpoints: the caller's readings and their files. Every route needs a reader (the
// session cookie, or an agent's bearer with readings:read); another user's reading answers 404,
// exactly like one that does not exist.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../services/errors.js';
import type { ReadingQueries, UserReadingSummary } from '../../../services/readings/reading-queries.js';
import { ReadingDetail, ReadingList, readingSummaryView } from '../../../services/readings/reading-view.js';
import { problemResponses } from '../../problem.js';

const Params = Type.Object({ readingId: Type.String({ minLength: 1, maxLength: 64, description: 'Reading id (rdg_...)' }) });
const config = { auth: 'reader' } as const;
const binary = (type: string, description: string) => ({ description, content: { [type]: { schema: { type: 'string', format: 'binary' } } } });

export const readingRoutes: FastifyPluginAsyncTypebox<{ readingQueries: ReadingQueries }> = async (app, { readingQueries: queries }) => {
  const base = app.publicBaseUrl;

  const summary = (r: UserReadingSummary) => readingSummaryView(r, base);

  app.get(
    '/api/readings',
    {
      config,
      schema: {
        tags: ['readings'],
        summary: 'My readings',
        description: "The caller's readings, newest first (needs the session cookie of the Telegram login, or an agent bearer credential with the scope readings:read).",
        response: { 200: ReadingList, ...problemResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const user = request.reader!;
      reply.header('cache-control', 'private, no-store');
      return { ok: true as const, readings: (await queries.readingsFor(user.id)).map(summary) };
    },
  );

  app.get(
    '/api/readings/:readingId',
    {
      config,
      schema: {
        tags: ['readings'],
        summary: 'One of my readings',
        description: 'The whole reading as Markdown, HTML and Telegram messages. Another user\'s reading answers 404.',
        params: Params,
        response: { 200: ReadingDetail, ...problemResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = request.reader!;
      const reading = await queries.readingFor(user.id, request.params.readingId);
      if (!reading) throw notFound(`reading ${request.params.readingId}`);
      reply.header('cache-control', 'private, no-store');
      return { ok: true as const, reading: { ...summary(reading), markdown: reading.markdown, html: reading.html, telegram: reading.telegram } };
    },
  );

  const files = [
    { suffix: '.pdf', part: 'pdf', type: 'application/pdf', summary: 'The PDF edition of a reading', what: 'the PDF edition (bought as the PDF add-on)' },
    { suffix: '/wheel.png', part: 'wheel_png', type: 'image/png', summary: 'The chart wheel as PNG', what: 'the chart wheel' },
    { suffix: '/wheel.svg', part: 'wheel_svg', type: 'image/svg+xml', summary: 'The chart wheel as SVG', what: 'the chart wheel' },
  ] as const;
  for (const file of files) {
    app.get(
      `/api/readings/:readingId${file.suffix}`,
      {
        config,
        schema: {
          tags: ['readings'],
          summary: file.summary,
          description: `Answers 404 when the reading is not the caller's, or has no ${file.what}.`,
          params: Params,
          response: { 200: binary(file.type, file.summary), ...problemResponses(401, 403, 404) } as never,
        },
      },
      async (request, reply) => {
        const user = request.reader!;
        const data = await queries.readingFile(user.id, request.params.readingId, file.part);
        if (data === null) throw notFound(`${file.what} of reading ${request.params.readingId}`);
        reply.header('cache-control', 'private, max-age=3600').type(file.type);
        if (file.part === 'pdf') reply.header('content-disposition', `attachment; filename="reading-${request.params.readingId.replace(/[^A-Za-z0-9_-]/g, '')}.pdf"`);
        return reply.send(data);
      },
    );
  }
};
