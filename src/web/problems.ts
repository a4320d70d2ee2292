// A refusal from the services (an AppError) as a page says it. The services' details are English, the
// API's contract; an English page shows them as they are, a page in another language says what the
// refusal's code means in its own words (problems.* in site.json), or that something went wrong.
import type { AppError } from '../services/errors.js';
import type { Site } from './site.js';

export function problemText(site: Pick<Site, 'language' | 't'>, error: Pick<AppError, 'code' | 'detail'>): string {
  if (site.language === 'en') return error.detail;
  return site.t(`problems.${error.code}`, { defaultValue: site.t('problems.other') });
}

/** A refused login: a malformed demo username is the one field such a form has. */
export function loginProblemText(site: Pick<Site, 'language' | 't'>, error: Pick<AppError, 'code' | 'detail'>): string {
  if (site.language !== 'en' && error.code === 'validation_failed') return site.t('login.demo.badUsername');
  return problemText(site, error);
}
