import type { ProductRegistry } from '../../products/index.js';
import { ru } from '../../products/texts.js';
import type { Addon, Catalog, Product } from './model.js';

/**
 * Written to the settings table on first start; the operator changes it with PUT /api/admin/prices.
 * Titles and descriptions are written in English and, under `texts`, in each other language we speak.
 * The products and their defaults are the product modules' (src/products); the add-ons are listed
 * here, and each goes with the products whose module takes it.
 */
export function defaultCatalog(products: ProductRegistry): Catalog {
  return {
    currency: 'USD',
    // Cards worldwide (USD, EUR), Russian cards and SBP (RUB), Telegram Stars (XTR).
    currencies: ['USD', 'EUR', 'RUB', 'XTR'],
    products: products.modules.map(({ id, catalog, form }) => ({
      id: id as Product['id'],
      title: catalog.title,
      description: catalog.description,
      texts: { ...catalog.texts },
      prices: { ...catalog.prices },
      fields: [...form.fields],
      required: [...form.required],
      enabled: catalog.enabled,
    })),
    addons: ADDONS.map(({ enabled, ...addon }) => ({ ...addon, products: products.productsTaking(addon.id) as Product['id'][], enabled })),
    checkout: { enabled: true },
  };
}

/** The add-ons; which products each goes with is the product modules' to say. */
const ADDONS: Omit<Addon, 'products'>[] = [
  { id: 'pdf', title: 'PDF edition', description: 'The reading as a typeset PDF file, every section laid out to keep or print.',
    texts: ru('PDF-версия', 'Разбор в виде свёрстанного PDF-файла: все разделы, чтобы сохранить или распечатать.'),
    prices: { USD: 5, EUR: 5, RUB: 490, XTR: 250 }, enabled: true },
  {
    id: 'month_ahead',
    title: 'Month ahead',
    description: 'A day-by-day calendar of the next 30 days: the Moon sign and phase, and the Sun, Moon, Mercury, Venus and Mars touching your chart.',
    texts: ru('Календарь на месяц', 'Ближайшие 30 дней по дням: знак и фаза Луны и дни, когда Солнце, Луна, Меркурий, Венера и Марс касаются вашей карты.'),
    prices: { USD: 15, EUR: 14, RUB: 1390, XTR: 750 },
    enabled: true,
  },
  { id: 'numerology', title: 'Numerology section', description: 'Your core numerology numbers added to a natal reading or forecast.',
    texts: ru('Нумерологический раздел', 'Основные нумерологические числа в дополнение к разбору натальной карты или прогнозу.'),
    prices: { USD: 10, EUR: 9, RUB: 890, XTR: 500 }, enabled: true },
];
