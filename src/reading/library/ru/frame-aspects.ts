// Тексты рамки раздела аспектов (report/natal-aspects.ts, aspect-compose.ts).
import { typeset } from './typography.js';

export const aspectsFrame: Record<string, string> = typeset({
});
