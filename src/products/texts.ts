import { typesetText } from '../reading/library/ru/typography.js';
import type { ItemText } from './product.js';

/** An item's Russian title and description, with Russian typography's non-breaking spaces. */
export const ru = (title: string, description: string): { ru: ItemText } => ({ ru: { title: typesetText(title), description: typesetText(description) } });
