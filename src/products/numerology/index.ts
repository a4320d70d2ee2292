// The numerology profile: numbers from the birth date and the full name; no chart unless the
// month-ahead add-on asks for one.
import { numerologyOf, readOneChart } from '../one-chart.js';
import type { ProductModule } from '../product.js';
import { ru } from '../texts.js';

export const numerology = {
  id: 'numerology',
  catalog: {
    title: 'Numerology profile',
    description:
      'Your life path, expression, soul urge, personality, maturity and birthday numbers from your birth date and full name, read together; your personal years and the months ahead; your four pinnacles and challenges with the ages they span; and what a married or chosen name changes.',
    texts: ru('Нумерологический профиль', 'Числа жизненного пути, выражения, души, личности, зрелости и дня рождения — по дате рождения и полному имени, прочитанные вместе; ваши личные годы и ближайшие месяцы; четыре вершины и четыре испытания с возрастами, на которые они приходятся; и что меняет имя, которое вы носите теперь, например фамилия после брака.'),
    prices: { USD: 30, EUR: 30, RUB: 2790, XTR: 1500 },
    enabled: true,
  },
  form: { fields: ['day', 'month', 'year'], required: ['day', 'month', 'year'], countsName: true },
  // The numerology section would repeat the profile. A month ahead is not offered with it, but a
  // profile ordered with one (an operator's catalog may allow it) is cast for the birth place and has it.
  addons: ['pdf'],
  library: ['numerology'],
  // The profile uses no birth place, even when one is named; a month ahead added to it does.
  charts: (addons) => ({ own: addons.includes('month_ahead'), partner: false }),
  read: (context) => readOneChart(context, { product: 'numerology', numerology: numerologyOf(context) }),
  captions: { wheel: 'delivery.wheelCaption' },
} as const satisfies ProductModule<'numerology'>;
