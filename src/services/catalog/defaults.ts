import { typesetText } from '../../reading/library/ru/typography.js';
import type { Catalog, ItemText } from './model.js';

/** An item's Russian title and description, with Russian typography's non-breaking spaces. */
const ru = (title: string, description: string): { ru: ItemText } => ({ ru: { title: typesetText(title), description: typesetText(description) } });

/**
 * Written to the settings table on first start; the operator changes it with PUT /api/admin/prices.
 * Titles and descriptions are written in English and, under `texts`, in each other language we speak.
 */
export const DEFAULT_CATALOG: Catalog = {
  currency: 'USD',
  // Cards worldwide (USD, EUR), Russian cards and SBP (RUB), Telegram Stars (XTR).
  currencies: ['USD', 'EUR', 'RUB', 'XTR'],
  products: [
    {
      id: 'natal',
      title: 'Natal chart reading',
      description:
        'Your birth chart computed for the exact moment and place you were born: the Sun, Moon and planets in their signs and houses, your rising sign, the aspects between them, and what they say about your temperament, strengths and growing edges.',
      texts: ru('Разбор натальной карты', 'Ваша натальная карта, построенная на точный момент и место рождения: Солнце, Луна и планеты в знаках и домах, асцендент, аспекты между ними — и что всё это говорит о вашем темпераменте, сильных сторонах и точках роста.'),
      prices: { USD: 49, EUR: 45, RUB: 4490, XTR: 2500 },
      fields: ['day', 'month', 'year', 'time', 'city'],
      required: ['day', 'month', 'year', 'city'],
      enabled: true,
    },
    {
      id: 'forecast',
      title: '12-month forecast',
      description:
        'The year ahead from the day you order: when Jupiter, Saturn, Uranus, Neptune and Pluto touch your birth chart, with exact dates, plus sign changes, eclipses and returns that fall in the year.',
      texts: ru('Прогноз на 12 месяцев', 'Год вперёд со дня заказа: когда Юпитер, Сатурн, Уран, Нептун и Плутон затрагивают вашу натальную карту — с точными датами, а также смены знаков, затмения и возвраты, которые придутся на этот год.'),
      prices: { USD: 39, EUR: 36, RUB: 3590, XTR: 2000 },
      fields: ['day', 'month', 'year', 'time', 'city'],
      required: ['day', 'month', 'year', 'city'],
      enabled: true,
    },
    {
      id: 'numerology',
      title: 'Numerology profile',
      description:
        'Your life path, expression, soul urge, personality, maturity and birthday numbers from your birth date and full name, read together; your personal years and the months ahead; your four pinnacles and challenges with the ages they span; and what a married or chosen name changes.',
      texts: ru('Нумерологический профиль', 'Числа жизненного пути, выражения, души, личности, зрелости и дня рождения — по дате рождения и полному имени, прочитанные вместе; ваши личные годы и ближайшие месяцы; четыре вершины и четыре испытания с возрастами, на которые они приходятся; и что меняет имя, которое вы носите теперь, например фамилия после брака.'),
      prices: { USD: 30, EUR: 30, RUB: 2790, XTR: 1500 },
      fields: ['day', 'month', 'year'],
      required: ['day', 'month', 'year'],
      enabled: true,
    },
    {
      id: 'compatibility',
      title: 'Compatibility reading',
      description:
        'Two birth charts read together: how each person’s planets aspect the other’s, where each one lands in the other’s houses, the elements the pair shares and lacks, and who gives what to whom, with a bi-wheel of both charts.',
      texts: ru('Разбор совместимости', 'Две натальные карты, прочитанные вместе: какие аспекты планеты одного человека образуют с планетами другого, в какие дома партнёра попадает каждая, какие стихии у пары общие, а каких не хватает, и кто что кому даёт. С двойным кругом обеих карт.'),
      prices: { USD: 59, EUR: 55, RUB: 5490, XTR: 3000 },
      fields: ['day', 'month', 'year', 'time', 'city', 'partner'],
      required: ['day', 'month', 'year', 'city', 'partner'],
      enabled: true,
    },
  ],
  addons: [
    { id: 'pdf', title: 'PDF edition', description: 'The reading as a typeset PDF file, every section laid out to keep or print.',
      texts: ru('PDF-версия', 'Разбор в виде свёрстанного PDF-файла: все разделы, чтобы сохранить или распечатать.'),
      prices: { USD: 5, EUR: 5, RUB: 490, XTR: 250 }, products: ['natal', 'forecast', 'numerology', 'compatibility'], enabled: true },
    {
      id: 'month_ahead',
      title: 'Month ahead',
      description: 'A day-by-day calendar of the next 30 days: the Moon sign and phase, and the Sun, Moon, Mercury, Venus and Mars touching your chart.',
      texts: ru('Календарь на месяц', 'Ближайшие 30 дней по дням: знак и фаза Луны и дни, когда Солнце, Луна, Меркурий, Венера и Марс касаются вашей карты.'),
      prices: { USD: 15, EUR: 14, RUB: 1390, XTR: 750 },
      products: ['natal', 'forecast'],
      enabled: true,
    },
    { id: 'numerology', title: 'Numerology section', description: 'Your core numerology numbers added to a natal reading or forecast.',
      texts: ru('Нумерологический раздел', 'Основные нумерологические числа в дополнение к разбору натальной карты или прогнозу.'),
      prices: { USD: 10, EUR: 9, RUB: 890, XTR: 500 }, products: ['natal', 'forecast'], enabled: true },
  ],
  checkout: { enabled: true },
};
