// Тексты рамки натальной карты — вступление, метод, углы, узлы, точки, баланс и итог (report/natal.ts, compose.ts, chart-facts.ts).
import { typeset } from './typography.js';

export const natalFrame: Record<string, string> = typeset({
});
