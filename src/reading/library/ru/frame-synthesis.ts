// Тексты рамки натальной карты — синтез, большая тройка, планеты, дома и день рождения без часа (report/synthesis.ts, natal-placements.ts, birth-day.ts).
import { typeset } from './typography.js';

export const synthesisFrame: Record<string, string> = typeset({
});
