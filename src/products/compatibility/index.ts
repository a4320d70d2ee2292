// The compatibility reading: two birth charts read together (the partner's cast with the buyer's
// chart options), their synastry, and a bi-wheel of both charts in place of the natal wheel.
import { computeSynastry } from '../../astro/chart/synastry.js';
import { renderBiWheelSvg } from '../../reading/render/bi-wheel-svg.js';
import { composeCompatibilityIn } from '../../reading/report/compose-in-language.js';
import type { ProductModule } from '../product.js';
import { ru } from '../texts.js';

export const compatibility = {
  id: 'compatibility',
  catalog: {
    title: 'Compatibility reading',
    description:
      'Two birth charts read together: how each person’s planets aspect the other’s, where each one lands in the other’s houses, the elements the pair shares and lacks, and who gives what to whom, with a bi-wheel of both charts.',
    texts: ru('Разбор совместимости', 'Две натальные карты, прочитанные вместе: какие аспекты планеты одного человека образуют с планетами другого, в какие дома партнёра попадает каждая, какие стихии у пары общие, а каких не хватает, и кто что кому даёт. С двойным кругом обеих карт.'),
    prices: { USD: 59, EUR: 55, RUB: 5490, XTR: 3000 },
    enabled: true,
  },
  form: { fields: ['day', 'month', 'year', 'time', 'city', 'partner'], required: ['day', 'month', 'year', 'city', 'partner'], countsName: false },
  addons: ['pdf'],
  library: ['compatibility'],
  charts: () => ({ own: true, partner: true }),
  read({ order, language, chart, partnerChart }) {
    const partner = order.meta.partner;
    if (!partner || !chart || !partnerChart) throw new Error('a compatibility reading needs both birth places and the partner’s birth data');
    const pdf = order.addons.includes('pdf');
    const report = composeCompatibilityIn(language, {
      name: order.name, partnerName: partner.name, synastry: computeSynastry(chart, partnerChart), orderedAt: new Date(order.orderedAt).toISOString(), pdf,
    });
    return { report, wheelSvg: renderBiWheelSvg(chart, partnerChart, { title: report.labels.wheel }), omitted: [] };
  },
  captions: { wheel: 'delivery.biWheelCaption' },
} as const satisfies ProductModule<'compatibility'>;
