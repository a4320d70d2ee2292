// The signed-in person's own data: GET /api/me/export (everything we hold, as a JSON download) and
// DELETE /api/me (the account, its orders' personal data and its readings). Session cookie only:
// no agent may take all of a person's data or delete them.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountDeleted, PersonalData } from '../../../services/privacy/model.js';
import { assertSameOrigin } from '../../plugins/security-headers.js';
import { problemResponses } from '../../problem.js';
import { clearSession, sessionToken } from '../../session.js';
import type { PrivacyService } from '../../../services/privacy/privacy-service.js';

export const myDataRoutes: FastifyPluginAsyncTypebox<{ privacy: PrivacyService }> = async (app, { privacy }) => {

  app.get(
    '/api/me/export',
    {
      config: { auth: 'person' },
      schema: {
        tags: ['auth'],
        summary: 'Export my data',
        description:
          'Everything the service holds about the logged-in person, as one JSON document to download (`Content-Disposition: attachment`): the account, open sessions, ' +
          'every order that is theirs with its birth data, name, phone and Telegram username, its payments and refunds, its reading (the text; the PDF and the chart wheel as links) ' +
          'and what the bot sent of it, and the agents they claimed. Only the session cookie of the person (Telegram login at /profile) is accepted, never an agent’s bearer.',
        response: { 200: PersonalData, ...problemResponses(401) },
      },
    },
    async (request, reply) => {
      const data = await privacy.exportFor(request.reader!.id, sessionToken(request));
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="my-data-${day}.json"`)
        .send(data);
    },
  );

  app.delete(
    '/api/me',
    {
      config: { auth: 'person' },
      schema: {
        tags: ['auth'],
        summary: 'Delete my account',
        description:
          'Deletes the logged-in person’s account at once: the account and every session end, the readings and their delivery records are deleted, and the orders lose ' +
          'the name, phone, Telegram username, chat and birth data. Payment records stay, as accounting law requires, with amounts, currencies, dates and the provider’s references only. ' +
          'Every agent the person claimed is revoked. An unpaid order is cancelled (a payment that still arrives for it is refunded automatically). ' +
          'Refused with 409 `orders_in_progress`, changing nothing, while an order is paid and neither delivered nor refunded, or a refund is on its way: its `detail` names each order and what to do. ' +
          'Session cookie only, sent from a page of this site (the Origin is checked).',
        response: { 200: AccountDeleted, ...problemResponses(401, 403, 409) },
      },
    },
    async (request, reply) => {
      assertSameOrigin(request);
      const result = await privacy.deleteAccount(request.reader!.id);
      clearSession(request, reply);
      return result;
    },
  );
};
