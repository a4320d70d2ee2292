// The numerology profile, the numerology product: the core numbers read against each other, the
// name, the personal years and months ahead, the pinnacles and challenges, and how it was counted.
// The sentences that join two numbers are built from both, so that two people share few sentences.
import { singleDigit } from '../../astro/numerology.js';
import type { NumerologyCycle, NumerologyProfile } from '../../astro/types.js';
import type { SlotValue } from '../library/grammar.js';
import type { BirthdayNumber, ChallengeNumber, NumerologyLibrary, NumerologyNumber } from '../library/types.js';
import { nameNotCounted, nameNotes } from './numerology.js';
import { capitalise, dateParts, fill, formatDate, frameText, joinList, monthName } from './text.js';
import type { ReadingWriter } from './writer.js';

type Relation = 'same' | 'family' | 'contrast';

/**
 * How two numbers stand to each other: the same number, the same family (the three "concords" of
 * Pythagorean numerology, 1-5-7, 2-4-8 and 3-6-9, a master number counting as its digit), or neither.
 */
export function relationOf(a: number, b: number): Relation {
  if (a === b) return 'same';
  const family = (n: number) => ({ 1: 0, 5: 0, 7: 0, 2: 1, 4: 1, 8: 1, 3: 2, 6: 2, 9: 2 } as Record<number, number>)[singleDigit(n)];
  return family(a) === family(b) ? 'family' : 'contrast';
}

export interface ProfileContext {
  name: string;
  /** YYYY-MM-DD */
  birthDate: string;
  /** ISO timestamp of the order: the years and months ahead start here. */
  orderedAt: string;
}

/** A profile text with its slots filled; a missing key is a programming error. */
export function profileText(lib: NumerologyLibrary, key: string, values: Record<string, SlotValue> = {}): string {
  const template = lib.numerology.profile[key];
  if (template === undefined) throw new Error(`numerology profile text "${key}" is missing from the ${lib.language} library`);
  return fill(template, values, lib.language);
}

export function writeNumerologyProfile(w: ReadingWriter, lib: NumerologyLibrary, p: NumerologyProfile, ctx: ProfileContext): void {
  writeCore(w, lib, p, ctx);
  writeName(w, lib, p, ctx);
  writeYears(w, lib, p, ctx);
  writeMonths(w, lib, p);
  writeCycles(w, lib, p, ctx);
  w.section('method', profileText(lib, 'sectionMethod'));
  w.paragraph(profileText(lib, 'method'));
}

const num = (n: number) => n as NumerologyNumber;

function writeCore(w: ReadingWriter, lib: NumerologyLibrary, p: NumerologyProfile, ctx: ProfileContext): void {
  const t = (key: string, values?: Record<string, SlotValue>) => profileText(lib, key, values);
  const theme = (n: number) => lib.numerology.theme[num(n)];
  w.section('core-numbers', t('sectionCore'));
  if (p.name) for (const text of nameNotes(lib, p.name, ctx.name)) w.paragraph(text);
  const rows: string[][] = [[t('rowLifePath'), String(p.lifePath)]];
  if (p.expression !== null) rows.push([t('rowExpression'), String(p.expression)]);
  if (p.soulUrge !== null) rows.push([t('rowSoulUrge'), String(p.soulUrge)]);
  if (p.personality !== null) rows.push([t('rowPersonality'), String(p.personality)]);
  if (p.maturity !== null) rows.push([t('rowMaturity'), String(p.maturity)]);
  rows.push([t('rowBirthday'), String(p.birthDay)]);
  rows.push([t('rowPersonalYear', { year: p.personalYearFor }), String(p.personalYear)]);
  w.table([t('columnNumber'), t('columnValue')], rows);

  w.heading(t('heading_lifePath', { value: p.lifePath }));
  w.paragraphOf([t('intro_lifePath', { value: p.lifePath, date: formatDate(lib, ctx.birthDate) }), lib.numerology.lifePath[num(p.lifePath)]]);

  if (p.expression !== null) {
    w.heading(t('heading_expression', { value: p.expression }));
    w.paragraphOf([t('intro_expression', { value: p.expression, name: ctx.name }), lib.numerology.expression[num(p.expression)]]);
    w.paragraph(t(`lifePathExpression_${relationOf(p.lifePath, p.expression)}`, {
      lifePath: p.lifePath, expression: p.expression, theme: theme(p.lifePath), lifePathTheme: theme(p.lifePath), expressionTheme: theme(p.expression),
    }));
  }
  if (p.soulUrge !== null) {
    w.heading(t('heading_soulUrge', { value: p.soulUrge }));
    w.paragraphOf([t('intro_soulUrge', { value: p.soulUrge, name: ctx.name }), lib.numerology.soulUrge[num(p.soulUrge)]]);
  } else if (!nameNotCounted(p)) {
    w.paragraph(frameText(lib, 'numberMissing_soulUrge'));
  }
  if (p.personality !== null) {
    w.heading(t('heading_personality', { value: p.personality }));
    w.paragraphOf([t('intro_personality', { value: p.personality, name: ctx.name }), lib.numerology.personality[num(p.personality)]]);
    if (p.soulUrge !== null) {
      w.paragraph(t(`soulPersonality_${relationOf(p.soulUrge, p.personality)}`, {
        soulUrge: p.soulUrge, personality: p.personality, theme: theme(p.soulUrge), soulUrgeTheme: theme(p.soulUrge), personalityTheme: theme(p.personality),
      }));
    }
  } else if (!nameNotCounted(p)) {
    w.paragraph(frameText(lib, 'numberMissing_personality'));
  }
  if (p.maturity !== null && p.expression !== null) {
    w.heading(t('heading_maturity', { value: p.maturity }));
    const echo = p.maturity === p.lifePath ? t('maturityEchoes_lifePath', { value: p.maturity, theme: theme(p.maturity) })
      : p.maturity === p.expression ? t('maturityEchoes_expression', { value: p.maturity, theme: theme(p.maturity) })
        : t('maturityNew', { value: p.maturity, theme: theme(p.maturity), lifePathTheme: theme(p.lifePath) });
    w.paragraphOf([t('intro_maturity', { value: p.maturity, lifePath: p.lifePath, expression: p.expression }), lib.numerology.maturity[num(p.maturity)], echo]);
  }

  w.heading(t('heading_birthday', { value: p.birthDay }));
  const day = p.birthDayOfMonth;
  const ordinal = lib.numerology.dayOrdinal[day];
  let about: string;
  if (day === 11 || day === 22) about = t(day === 11 ? 'birthday_master' : 'birthday_master22', { ordinal });
  else if (day < 10) about = t('birthday_single', { ordinal });
  else {
    const [first, second] = String(day).split('').map(Number);
    // A second digit of 0 (the 10th, 20th, 30th) adds nothing: the day reads as its first digit alone.
    about = second === 0
      ? t('birthday_single', { ordinal })
      : t(first + second === p.birthDay ? 'birthday_compound' : 'birthday_compoundReduced', {
        ordinal, first, second, sum: first + second, value: p.birthDay, firstTheme: theme(first), secondTheme: theme(second),
      });
  }
  w.paragraphOf([about, lib.numerology.birthday[p.birthDay as BirthdayNumber]]);
}

function writeName(w: ReadingWriter, lib: NumerologyLibrary, p: NumerologyProfile, ctx: ProfileContext): void {
  if (nameNotCounted(p) || p.expression === null) return;
  const t = (key: string, values?: Record<string, SlotValue>) => profileText(lib, key, values);
  w.section('name', t('sectionName'));
  w.paragraph(t('nameRoot', { name: ctx.name }));
  const current = p.currentName;
  if (!current || current.expression === null) {
    w.paragraph(t('nameNoChange'));
    return;
  }
  const texts = [t('nameChange', { current: current.text })];
  if (current.name?.counted === 'transliterated') texts.push(t('nameChangeTransliterated', { current: current.text, latin: current.name.latin }));
  w.paragraphOf(texts);
  // Which of the two inner numbers the name in use keeps: a number is not set "against" itself.
  const kept = current.soulUrge === p.soulUrge ? (current.personality === p.personality ? 'Same' : 'SoulSame') : current.personality === p.personality ? 'PersonalitySame' : '';
  const inner = current.soulUrge !== null && current.personality !== null && p.soulUrge !== null && p.personality !== null
    ? t(`nameChangeInner${kept}`, { current_soulUrge: current.soulUrge, soulUrge: p.soulUrge, current_personality: current.personality, personality: p.personality })
    : '';
  w.paragraphOf([
    t(`nameChangeExpression_${relationOf(p.expression, current.expression)}`, {
      current: current.text, current_expression: current.expression, expression: p.expression, currentTheme: lib.numerology.theme[num(current.expression)],
    }),
    inner,
    t('nameChangeKeeps'),
  ]);
}

function writeYears(w: ReadingWriter, lib: NumerologyLibrary, p: NumerologyProfile, ctx: ProfileContext): void {
  const t = (key: string, values?: Record<string, SlotValue>) => profileText(lib, key, values);
  const theme = (n: number) => lib.numerology.theme[num(n)];
  const { month } = dateParts(ctx.orderedAt);
  // From October the coming year is already felt, and it is what a buyer at that time wants to read.
  const late = month >= 10;
  const [current, next, ...later] = p.personalYears;
  w.section('personal-years', t('sectionYears'));
  w.paragraph(late
    ? t('yearsIntroLate', { year: current.year, value: current.number, next: next.year, nextValue: next.number })
    : t('yearsIntro', { year: current.year, value: current.number }));
  // The current and the next year get their full text; the three after them a sentence each. Each is
  // read against the life path, so the same personal year reads differently on different roads.
  const yearText = (year: { year: number; number: number }, full: boolean) => {
    const values = { year: year.year, value: year.number, theme: theme(year.number), lifePath: p.lifePath, lifePathTheme: theme(p.lifePath) };
    const relation = relationOf(p.lifePath, year.number);
    const extras: string[] = [full ? t(`yearWithLifePath_${relation}`, values) : ''];
    p.pinnacles.forEach((pinnacle, i) => {
      if (pinnacle.toYear === year.year) extras.push(t('yearPinnacleEnds', { year: year.year, ordinal: ordinalOf(lib, i), value: pinnacle.number }));
      if (i > 0 && pinnacle.fromYear === year.year) extras.push(t('yearPinnacleStarts', { year: year.year, ordinal: ordinalOf(lib, i), value: pinnacle.number }));
    });
    return [full ? lib.numerology.personalYear[num(year.number)] : t(`yearBrief_${relation}`, values), ...extras];
  };
  type Entry = [{ year: number; number: number }, string];
  const rest: Entry[] = later.map((y) => [y, 'yearLead']);
  const order: Entry[] = late
    ? [[next, 'yearLeadNext'], [current, 'yearLeadRest'], ...rest]
    : [[current, 'yearLead'], [next, 'yearLeadNext'], ...rest];
  for (const [year, lead] of order) w.paragraphOf(yearText(year, year === current || year === next), t(lead, { year: year.year, value: year.number }));
}

function writeMonths(w: ReadingWriter, lib: NumerologyLibrary, p: NumerologyProfile): void {
  const t = (key: string, values?: Record<string, SlotValue>) => profileText(lib, key, values);
  const [first] = p.personalMonths;
  w.section('personal-months', t('sectionMonths'));
  w.paragraph(capitalise(t('monthsIntro', { month: monthName(lib, first.month), year: first.year, value: first.number })));
  // Across the turn of the year a month's number can come back (November and January share one).
  w.list(p.personalMonths.map((m, i) => {
    const earlier = p.personalMonths.findIndex((other) => other.number === m.number);
    return {
      lead: capitalise(t('monthLead', { month: monthName(lib, m.month), year: m.year, value: m.number })),
      text: earlier < i
        ? t('monthRepeat', { value: m.number, earlier: monthName(lib, p.personalMonths[earlier].month) })
        : lib.numerology.personalMonth[num(m.number)],
    };
  }));
}

function writeCycles(w: ReadingWriter, lib: NumerologyLibrary, p: NumerologyProfile, ctx: ProfileContext): void {
  const t = (key: string, values?: Record<string, SlotValue>) => profileText(lib, key, values);
  const theme = (n: number) => lib.numerology.theme[num(n)];
  const { year: now } = dateParts(ctx.orderedAt);
  const personalYearIn = (year: number) => p.personalYears.find((y) => y.year === year)?.number;
  w.section('pinnacles', t('sectionCycles'));
  w.paragraph(t('cyclesIntro', {
    pinnacles: joinList(lib, p.pinnacles.map((c) => String(c.number))),
    challenges: joinList(lib, p.challenges.map((c) => String(c.number))),
    main: p.challenges[2].number,
  }));
  p.pinnacles.forEach((pinnacle, i) => {
    w.heading(capitalise(t('pinnacleHeading', { ordinal: ordinalOf(lib, i), span: spanOf(lib, pinnacle, i), value: pinnacle.number })));
    const texts: string[] = [];
    const active = pinnacle.fromYear <= now && (pinnacle.toYear === null || now <= pinnacle.toYear);
    if (active) {
      texts.push(t(pinnacle.toYear === null ? 'pinnacleNowLast' : 'pinnacleNow', { year: now, personalYear: personalYearIn(now) ?? p.personalYear }));
    } else if (pinnacle.toYear !== null && pinnacle.toYear < now) {
      texts.push(t('pinnaclePast', { toYear: pinnacle.toYear }));
    } else {
      const years = pinnacle.fromYear - now;
      texts.push(years <= 2 ? t('pinnacleSoon', { year: pinnacle.fromYear }) : years <= 12 ? t('pinnacleComing', { year: pinnacle.fromYear, years }) : t('pinnacleLater', { year: pinnacle.fromYear }));
    }
    // The nearest earlier cycle with the same number: a number met three times names a different one each time.
    const earlier = p.pinnacles.findLastIndex((other, j) => j < i && other.number === pinnacle.number);
    // A template may open with the ordinal, a word that is lowercase in some languages.
    if (earlier >= 0) texts.push(capitalise(t('pinnacleRepeats', { value: pinnacle.number, ordinal: ordinalOf(lib, earlier), current: ordinalOf(lib, i) })));
    else texts.push(lib.numerology.pinnacle[num(pinnacle.number)]);
    texts.push(t(`pinnacleLifePath_${relationOf(p.lifePath, pinnacle.number)}_${i + 1}`, { lifePath: p.lifePath, theme: theme(pinnacle.number), lifePathTheme: theme(p.lifePath) }));
    w.paragraphOf(texts);

    const challenge = p.challenges[i];
    const seen = p.challenges.findLastIndex((other, j) => j < i && other.number === challenge.number);
    w.paragraphOf([
      seen >= 0 ? capitalise(t('challengeAgain', { value: challenge.number, ordinal: ordinalOf(lib, seen), current: ordinalOf(lib, i) })) : lib.numerology.challenge[challenge.number as ChallengeNumber],
      i === 2 ? t('challengeMain') : '',
    ], t('challengeLead', { value: challenge.number }));
  });
}

/** The pinnacle's ordinal as a word: a template asks for the case it needs ({ordinal:gen}). */
function ordinalOf(lib: NumerologyLibrary, index: number) {
  return lib.numerology.pinnacleOrdinal[(index + 1) as 1 | 2 | 3 | 4];
}

function spanOf(lib: NumerologyLibrary, c: NumerologyCycle, index: number): string {
  const values = { from: c.fromAge, to: c.toAge ?? '', fromYear: c.fromYear, toYear: c.toYear ?? '' };
  if (index === 0) return profileText(lib, 'spanFirst', values);
  if (c.toAge === null) return profileText(lib, 'spanLast', values);
  return profileText(lib, 'spanMiddle', values);
}
