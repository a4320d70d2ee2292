// Month-ahead calendar, English: the authored texts of the month ahead gathered into the one table the
// calendar reads (the Moon's and the lunations' texts, and the fast planets' contacts and tones).
import type { MonthAheadTexts } from '../month-ahead-types.js';
import { marsContact, mercuryContact, sunContact, tone, venusContact } from './month-ahead-contacts.js';
import { lunationHouse, lunationSign, moonMeets } from './month-ahead-moon.js';

export const monthAhead: MonthAheadTexts = {
  moonMeets,
  contact: { sun: sunContact, mercury: mercuryContact, venus: venusContact, mars: marsContact },
  tone,
  solarReturn: 'Your solar return, on your birthday or within a day of it: the Sun comes back to the degree it held when you were born, and a new personal year begins. Astrologers cast a chart for this very moment to read the twelve months it opens, and what you start, decide or promise yourself in these days tends to set their tone. Mark the day on purpose, spend part of it with people who matter to you, and name one thing you want the coming year to hold.',
  lunationHouse,
  lunationSign,
};
