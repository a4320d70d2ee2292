// The 12-month forecast: the slow planets' transits to the birth chart over the year from the order.
import { computeForecast } from '../../astro/index.js';
import { readOneChart } from '../one-chart.js';
import type { ProductModule } from '../product.js';
import { ru } from '../texts.js';

export const forecast = {
  id: 'forecast',
  catalog: {
    title: '12-month forecast',
    description:
      'The year ahead from the day you order: when Jupiter, Saturn, Uranus, Neptune and Pluto touch your birth chart, with exact dates, plus sign changes, eclipses and returns that fall in the year.',
    texts: ru('Прогноз на 12 месяцев', 'Год вперёд со дня заказа: когда Юпитер, Сатурн, Уран, Нептун и Плутон затрагивают вашу натальную карту — с точными датами, а также смены знаков, затмения и возвраты, которые придутся на этот год.'),
    prices: { USD: 39, EUR: 36, RUB: 3590, XTR: 2000 },
    enabled: true,
  },
  form: { fields: ['day', 'month', 'year', 'time', 'city'], required: ['day', 'month', 'year', 'city'], countsName: false },
  addons: ['pdf', 'month_ahead', 'numerology'],
  library: ['forecast'],
  charts: () => ({ own: true, partner: false }),
  read: (context) => readOneChart(context, { product: 'forecast', forecast: computeForecast(context.chart!, new Date(context.order.orderedAt)) }),
  captions: { wheel: 'delivery.wheelCaption' },
} as const satisfies ProductModule<'forecast'>;
