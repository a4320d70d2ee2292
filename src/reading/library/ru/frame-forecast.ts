// Тексты рамки прогноза на 12 месяцев и календаря на месяц (report/forecast.ts, month-ahead.ts).
import { typeset } from './typography.js';

export const forecastFrame: Record<string, string> = typeset({
});
