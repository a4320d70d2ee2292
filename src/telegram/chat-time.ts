// A moment as the bot writes it in a chat. Telegram does not tell a bot its user's time zone, so each
// language names the zone its readers reckon in (bot.json `time.zone`, `time.zoneName`): Moscow time
// (МСК), the reference every Russian timetable and broadcast gives, for Russian; UTC for English,
// whose readers live anywhere. The zone is always written after the time, so it is never a guess.
import type { TFunction } from 'i18next';
import { LOCALE_OF, type Language } from '../i18n/languages.js';

const NBSP = '\u00a0';

/** "25 November 2026, 14:05 UTC" · «25 ноября 2026 г. в 17:05 МСК». */
export function chatDateTime(t: TFunction, language: Language, epochMs: number): string {
  const timeZone = t('time.zone');
  const locale = LOCALE_OF[language];
  // A date is one unit: it never breaks across lines ("2026 г." above all).
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(epochMs).replace(/ /g, NBSP);
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(epochMs);
  return t('time.dateTime', { date, time, zone: t('time.zoneName') });
}
