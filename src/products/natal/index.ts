// The natal chart reading: the birth chart computed for the moment and place of birth, read in full.
import { readOneChart } from '../one-chart.js';
import type { ProductModule } from '../product.js';
import { ru } from '../texts.js';

export const natal = {
  id: 'natal',
  catalog: {
    title: 'Natal chart reading',
    description:
      'Your birth chart computed for the exact moment and place you were born: the Sun, Moon and planets in their signs and houses, your rising sign, the aspects between them, and what they say about your temperament, strengths and growing edges.',
    texts: ru('Разбор натальной карты', 'Ваша натальная карта, построенная на точный момент и место рождения: Солнце, Луна и планеты в знаках и домах, асцендент, аспекты между ними — и что всё это говорит о вашем темпераменте, сильных сторонах и точках роста.'),
    prices: { USD: 49, EUR: 45, RUB: 4490, XTR: 2500 },
    enabled: true,
  },
  form: { fields: ['day', 'month', 'year', 'time', 'city'], required: ['day', 'month', 'year', 'city'], countsName: false },
  addons: ['pdf', 'month_ahead', 'numerology'],
  library: ['natal'],
  charts: () => ({ own: true, partner: false }),
  read: (context) => readOneChart(context, { product: 'natal' }),
  captions: { wheel: 'delivery.wheelCaption' },
} as const satisfies ProductModule<'natal'>;
