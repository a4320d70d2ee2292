// A consistency checker for a composed reading, read against the chart it was written from (issue 27):
// what one sentence claims must not be contradicted by the chart or by another part of the same reading.
// Pure: it reads the report model, the chart and the library, and returns what it finds as sentences.
import type { MoonPhaseName, NatalChart, PlanetId } from '../../src/astro/types.js';
import { PLANETS } from '../../src/astro/types.js';
import type { InterpretationLibrary } from '../../src/reading/library/types.js';
import type { Report } from '../../src/reading/report/types.js';
import { fill, sentencesOf } from '../../src/reading/report/text.js';
import { invariable, type Gender } from '../../src/reading/library/grammar.js';
import { readingPlan, STELLIUM_SPAN } from '../../src/reading/report/reading-plan.js';

type Lib = InterpretationLibrary;

/** Every string of the report a reader sees, each with where it stands. */
function textsOf(report: Report): Array<{ section: string; text: string }> {
  const out: Array<{ section: string; text: string }> = [];
  for (const section of report.sections) {
    out.push({ section: section.id, text: section.title });
    for (const block of section.blocks) {
      if (block.type === 'heading' || block.type === 'note') out.push({ section: section.id, text: block.text });
      if (block.type === 'paragraph') out.push({ section: section.id, text: block.lead ? `${block.lead}. ${block.text}` : block.text });
      if (block.type === 'list') for (const item of block.items) out.push({ section: section.id, text: item.lead ? `${item.lead}. ${item.text}` : item.text });
      if (block.type === 'table') for (const cell of [...block.columns, ...block.rows.flat()]) out.push({ section: section.id, text: cell });
    }
  }
  return out.map(({ section, text }) => ({ section, text: text.replace(/\u00a0/g, ' ') }));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every case form of a planet's name in the library. */
function planetForms(lib: Lib, planet: PlanetId): string[] {
  return [...new Set(Object.values(lib.names.planets[planet].forms))];
}

/** A number as the aspects section writes it: digits, or the library's word for it with any noun. */
function numberOf(lib: Lib, word: string): number | null {
  if (/^\d+$/.test(word)) return Number(word);
  const nouns = (['m', 'f', 'n', 'pl'] as Gender[]).map((g) => invariable('', g));
  for (let n = 0; n < lib.aspects.numbers.length; n++) {
    for (const noun of nouns) if (fill(lib.aspects.numbers[n], { noun }).trim().toLowerCase() === word.toLowerCase()) return n;
  }
  return null;
}

/** "No close aspect" sentences, per language: the planet is whichever name the sentence holds. */
const NO_ASPECT: Record<string, RegExp> = {
  en: /makes no close aspect|No close aspect ties/,
  ru: /не образует тесных аспектов|Тесных аспектов к другим планетам у/,
};

/** The section's total and its split by motion. */
const INTRO_COUNT: Record<string, RegExp> = { en: /^Your chart has (\d+) aspects/, ru: /у вас (\d+) аспект/ };
const MOTION: Record<string, RegExp> = { en: /^Counted by motion, (\S+) applying and (\S+) separating/, ru: /^Сходящихся аспектов у вас (\S+), расходящихся — (\S+?):/ };
const PERCENT: Record<string, RegExp> = { en: /(\d+)% lit/, ru: /освещённость (\d+)%/ };

/** The phases of birth from the conjunction on, 45° each (Rudhyar), and the sentence that names one. */
const BIRTH_PHASE_ORDER: readonly MoonPhaseName[] = ['new_moon', 'waxing_crescent', 'first_quarter', 'waxing_gibbous', 'full_moon', 'waning_gibbous', 'last_quarter', 'waning_crescent'];
const BIRTH_PHASE_FRAME: Record<string, RegExp> = { en: /At your birth the Moon stood/, ru: /Когда вы родились, Луна стояла/ };

/** The Moon's lit share each phase name can stand beside, in per cent. */
const PHASE_RANGE: Record<MoonPhaseName, [number, number]> = {
  new_moon: [0, 10], waxing_crescent: [0, 55], first_quarter: [35, 65], waxing_gibbous: [45, 100],
  full_moon: [90, 100], waning_gibbous: [45, 100], last_quarter: [35, 65], waning_crescent: [0, 55],
};
/** Words that describe the Moon's light and the share they need: "nearly full" at 56% is false. */
const LIGHT_WORDS: Array<{ pattern: RegExp; range: [number, number] }> = [
  { pattern: /nearly full|почти полн/i, range: [85, 100] },
  { pattern: /just past its peak|сразу после пика/i, range: [90, 100] },
  { pattern: /first sliver|thin, fading|тонкий серп|тонком гаснущем/i, range: [0, 25] },
];

/** What may not be said of a house: the 12th is hidden, so nothing there happens "in full view". */
const HOUSE_FORBIDDEN: Record<string, Array<{ house: RegExp; words: RegExp }>> = {
  en: [{ house: /twelfth house|12th house/i, words: /in full view|openly|in public view|on display|for all to see/i }],
  ru: [{ house: /двенадцат/i, words: /на виду|(^|[^\p{L}])открыто($|[^\p{L}])|напоказ|у всех на глазах|публично/iu }],
};

/**
 * What a planet may not be said to do. No planet takes a sign's manner as its own verb ("your Jupiter
 * protects what it loves and remembers every slight"); and the slow planets, which are a generation's,
 * may not be given a personal planet's behaviour.
 */
const PLANET_FORBIDDEN: Record<string, Partial<Record<PlanetId, RegExp>>> = {
  en: {
    jupiter: /remembers every slight|holds a grudge/i,
    saturn: /wants to be seen and gives warmly|needs room to roam/i,
    uranus: /protects what it loves|remembers every slight|takes its time and wants/i,
    neptune: /sorts, checks|practical force|plans for the long term/i,
    pluto: /wants to be seen|craves attention|gives warmly/i,
  },
  ru: {
    jupiter: /помнит каждую обиду/i,
    uranus: /оберегает то, что любит|не торопится и ищет/i,
    neptune: /сортирует, проверяет|практическ(ую|ой) сил|строит планы надолго/i,
    pluto: /жаждет внимания|щедро дарит тепло/i,
  },
};

/** The parenthesised slot fillers a template could leave: "за что он отвечает (жажда роста)". */
function slotFillers(lib: Lib): string[] {
  return [...new Set([...Object.values(lib.aspects.drive), ...Object.values(lib.placements.drive)])].filter((d) => d.length > 3);
}

export function consistencyProblems(report: Report, chart: NatalChart, lib: Lib): string[] {
  const problems: string[] = [];
  const lang = lib.language;
  const texts = textsOf(report);
  const fillers = slotFillers(lib);
  const manners = Object.values(lib.aspects.manner);
  const elongation = (((chart.bodies.moon.longitude - chart.bodies.sun.longitude) % 360) + 360) % 360;
  const birthPhase = BIRTH_PHASE_ORDER[Math.floor(elongation / 45) % 8];

  for (const { section, text } of texts) {
    if (/[{}]/.test(text)) problems.push(`an unfilled slot: ${text.slice(0, 160)}`);
    for (const filler of fillers) if (text.includes(`(${filler})`)) problems.push(`a slot filler in parentheses «${filler}»: ${text.slice(0, 160)}`);

    // The phase of birth is Rudhyar's, counted from each aspect of the Moon to the Sun: 12° behind the Sun is balsamic, not new.
    const named = (Object.entries(lib.placements.birthPhaseName) as Array<[MoonPhaseName, string]>)
      .filter(([, name]) => new RegExp(`(^|[^\\p{L}])${escape(name)}([^\\p{L}]|$)`, 'iu').test(text) && BIRTH_PHASE_FRAME[lang]!.test(text));
    for (const [phase] of named) if (phase !== birthPhase) problems.push(`birth phase "${phase}" where the Moon stands ${Math.round(elongation)}° from the Sun: ${text.slice(0, 160)}`);

    const percent = PERCENT[lang]?.exec(text);
    if (percent) {
      const lit = Number(percent[1]);
      for (const [phase, [lo, hi]] of Object.entries(PHASE_RANGE) as Array<[MoonPhaseName, [number, number]]>) {
        const name = lib.names.moonPhases[phase];
        const forms = [...new Set(Object.values(name.forms))];
        const said = forms.some((f) => new RegExp(`(^|[^\\p{L}])${escape(f)}($|[^\\p{L}])`, 'iu').test(text.slice(0, percent.index + percent[0].length)));
        // "waxing gibbous" also contains no other phase's name; "full moon" is not inside "waning gibbous".
        if (said && (lit < lo || lit > hi)) problems.push(`${phase} at ${lit}% lit: ${text.slice(0, 160)}`);
      }
      for (const { pattern, range } of LIGHT_WORDS) {
        if (pattern.test(text) && (lit < range[0] || lit > range[1])) problems.push(`"${pattern.source}" at ${lit}% lit: ${text.slice(0, 160)}`);
      }
    }

    for (const sentence of sentencesOf(text)) {
      if (NO_ASPECT[lang]?.test(sentence)) {
        for (const planet of PLANETS) {
          if (!planetForms(lib, planet).some((f) => new RegExp(`(^|[^\\p{L}])${escape(f)}([^\\p{L}]|$)`, 'u').test(sentence))) continue;
          const listed = chart.aspects.filter((a) => a.a === planet || a.b === planet);
          if (listed.length > 0) problems.push(`"no close aspect" for ${planet}, which has ${listed.length}: ${sentence}`);
        }
      }
      for (const { house, words } of HOUSE_FORBIDDEN[lang] ?? []) {
        // Clause by clause: "…the ruler in the twelfth house…; behind it, a heart that needs to be seen" is no contradiction.
        if (sentence.split(/[;:]/).some((clause) => house.test(clause) && words.test(clause))) problems.push(`a hidden house said to be seen: ${sentence}`);
      }
      for (const planet of PLANETS) {
        for (const form of planetForms(lib, planet)) {
          // The planet as the subject: "your Jupiter", «ваш Юпитер», optionally "in Cancer" after it.
          const subject = new RegExp(`(your|ваш|ваша|ваше)\\s+${escape(form)}(\\s+(in|в|во)\\s+\\p{L}+)?\\s+(.*)$`, 'iu').exec(sentence);
          if (!subject) continue;
          // The predicate ends where another subject begins ("…, and your Ascendant…", «…, а ваш Марс…»).
          const predicate = subject[4].split(/[;:]|, (but|while|а|но) |,? (and |и |а )?(your|ваш|ваша|ваше) /u)[0];
          for (const manner of manners) if (predicate.startsWith(manner)) problems.push(`${planet} given a sign's manner «${manner}»: ${sentence}`);
          const forbidden = PLANET_FORBIDDEN[lang]?.[planet];
          if (forbidden?.test(predicate)) problems.push(`${planet} said to do what it cannot: ${sentence}`);
        }
      }
    }
    void section;
  }

  // The aspects section's counts: the total the intro gives, and the split by motion, against the list.
  const aspects = report.sections.find((s) => s.id === 'aspects');
  if (aspects) {
    const listed = aspects.blocks.filter((b) => b.type === 'heading').length;
    const paragraphs = aspects.blocks.flatMap((b) => (b.type === 'paragraph' ? [b.text.replace(/\u00a0/g, ' ')] : []));
    for (const text of paragraphs) {
      const total = INTRO_COUNT[lang]?.exec(text);
      if (total && Number(total[1]) !== listed) problems.push(`the intro counts ${total[1]} aspects, the section lists ${listed}`);
      const motion = MOTION[lang]?.exec(text);
      if (motion) {
        const [applying, separating] = [numberOf(lib, motion[1]), numberOf(lib, motion[2])];
        if (applying === null || separating === null) problems.push(`motion counts not read: ${text.slice(0, 120)}`);
        else if (applying + separating !== listed) problems.push(`${applying} applying and ${separating} separating do not add up to the ${listed} aspects listed`);
      }
    }
  }
  problems.push(...planProblems(report, chart, lib));
  return [...new Set(problems)];
}

/** Words that speak of the hour of birth: the angles and the houses, which an unknown-time story must not name. */
const TIMED_WORDS: Record<string, RegExp> = { en: /Ascendant|Descendant|Midheaven|in the \w+ house|houses \d|chart ruler|\brising\b/, ru: /Асцендент|Десцендент|Середин\p{L}* неба|в \p{L}+ом доме|дома \d|управитель карты/u };
/** The degrees a story's stellium lead gives for its span. */
const SPAN: Record<string, RegExp> = { en: /within (\d+)°(\d+)′ of one another/, ru: /в пределах (\d+)°(\d+)′ друг от друга/ };
/** The balance section's lead for one strongest mode, which a tie must not get. */
const ONE_MODE: Record<string, RegExp> = { en: /^Strongest mode: /, ru: / — ведущий$/ };

/**
 * What the reading plan decides and the reading must keep to (issue 27): a story section that opens the
 * reading after the introduction; no angle, house or ruler in the story of an unknown-time chart; a
 * stellium never wider than its span; tied modes never reduced to one; an outer planet never the
 * strongest for its aspects alone; the buyer's first name at most twice and the full name never.
 */
function planProblems(report: Report, chart: NatalChart, lib: Lib): string[] {
  const problems: string[] = [];
  const lang = lib.language;
  const plan = readingPlan(chart);
  const ids = report.sections.map((s) => s.id);
  if (report.kind !== 'natal') return problems;
  if (ids[1] !== 'story') problems.push(`the story is not the first section after the introduction: ${ids.slice(0, 3).join(', ')}`);
  const story = textsOf({ ...report, sections: report.sections.filter((s) => s.id === 'story') }).filter((t) => t.text !== report.sections[1]?.title).map((t) => t.text);
  if (story.length < (plan.timed ? 2 : 1)) problems.push(`a story of ${story.length} paragraphs`);
  for (const text of story) {
    if (!plan.timed && TIMED_WORDS[lang]?.test(text)) problems.push(`an unknown-time story names what needs the hour: ${text.slice(0, 160)}`);
    const span = SPAN[lang]?.exec(text);
    if (span && Number(span[1]) + Number(span[2]) / 60 > STELLIUM_SPAN) problems.push(`a gathering ${span[1]}°${span[2]}′ wide: ${text.slice(0, 160)}`);
  }
  if (plan.balance.modalities.length > 1) {
    const balance = report.sections.find((s) => s.id === 'balance');
    const leads = balance?.blocks.flatMap((b) => (b.type === 'paragraph' && b.lead ? [b.lead.replace(/\u00a0/g, ' ')] : [])) ?? [];
    if (leads.some((l) => ONE_MODE[lang]?.test(l))) problems.push(`tied modes ${plan.balance.modalities.join(' and ')} reduced to one: ${leads.join(' | ')}`);
  }
  const leader = plan.ranked.find((r) => r.planet === plan.strongest[0])!;
  if (['uranus', 'neptune', 'pluto'].includes(leader.planet) && !leader.angular && leader.keyContacts === 0) problems.push(`${leader.planet} called strongest for its aspects alone`);
  const parts = report.name.trim().split(/\s+/);
  const prose = textsOf(report).filter((t) => t.section !== 'numerology').map((t) => t.text).join('\n');
  const count = (word: string) => (prose.match(new RegExp(`(^|[^\\p{L}])${escape(word)}($|[^\\p{L}])`, 'gu')) ?? []).length;
  if (parts.length > 0 && count(parts[0]) > 2) problems.push(`the first name ${count(parts[0])} times`);
  if (parts.length > 1 && prose.includes(parts.join(' '))) problems.push('the full name in the reading');
  return problems;
}
