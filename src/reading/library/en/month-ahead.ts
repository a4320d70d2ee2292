// Month-ahead calendar, English: the authored texts of the month ahead gathered into the one table the
// calendar reads (the Moon's and the lunations' texts, and the fast planets' contacts and tones).
import type { MonthAheadTexts } from '../month-ahead-types.js';
import { marsContact, mercuryContact, sunContact, tone, venusContact } from './month-ahead-contacts.js';
import { lunationHouse, lunationSign, moonMeets } from './month-ahead-moon.js';

export const monthAhead: MonthAheadTexts = {
  moonMeets,
  contact: { sun: sunContact, mercury: mercuryContact, venus: venusContact, mars: marsContact },
  tone,
  lunationHouse,
  lunationSign,
};
