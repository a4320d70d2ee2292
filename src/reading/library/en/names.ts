// Names of everything a reading mentions, as they appear inside English sentences and labels.
import { invariable } from '../grammar.js';
import type { InterpretationLibrary } from '../types.js';

// English names have one form in every case; the composer passes them as words all the same, so
// that a language with cases gets the form its template asks for.
type Table = InterpretationLibrary['names'];
type Plain = { [K in keyof Table]: { [P in keyof Table[K]]: string } };

const plain: Plain = {
  planets: {
    sun: 'Sun',
    moon: 'Moon',
    mercury: 'Mercury',
    venus: 'Venus',
    mars: 'Mars',
    jupiter: 'Jupiter',
    saturn: 'Saturn',
    uranus: 'Uranus',
    neptune: 'Neptune',
    pluto: 'Pluto',
    meanNode: 'North Node (mean)',
    trueNode: 'North Node',
    chiron: 'Chiron',
    lilith: 'Black Moon Lilith',
  },
  points: { partOfFortune: 'Part of Fortune' },
  houseSystems: {
    placidus: 'Placidus',
    koch: 'Koch',
    porphyry: 'Porphyry',
    regiomontanus: 'Regiomontanus',
    campanus: 'Campanus',
    equal: 'Equal',
    whole_sign: 'Whole Sign',
  },
  ayanamsas: { lahiri: 'Lahiri', fagan_bradley: 'Fagan-Bradley', raman: 'Raman' },
  signs: {
    aries: 'Aries',
    taurus: 'Taurus',
    gemini: 'Gemini',
    cancer: 'Cancer',
    leo: 'Leo',
    virgo: 'Virgo',
    libra: 'Libra',
    scorpio: 'Scorpio',
    sagittarius: 'Sagittarius',
    capricorn: 'Capricorn',
    aquarius: 'Aquarius',
    pisces: 'Pisces',
  },
  aspects: {
    conjunction: 'conjunct',
    opposition: 'opposite',
    trine: 'trine',
    square: 'square',
    sextile: 'sextile',
    quincunx: 'quincunx',
  },
  elements: { fire: 'fire', earth: 'earth', air: 'air', water: 'water' },
  modalities: { cardinal: 'cardinal', fixed: 'fixed', mutable: 'mutable' },
  angles: { ascendant: 'Ascendant', midheaven: 'Midheaven' },
  moonPhases: {
    new_moon: 'new moon',
    waxing_crescent: 'waxing crescent',
    first_quarter: 'first quarter',
    waxing_gibbous: 'waxing gibbous',
    full_moon: 'full moon',
    waning_gibbous: 'waning gibbous',
    last_quarter: 'last quarter',
    waning_crescent: 'waning crescent',
  },
  houses: {
    1: 'the first house',
    2: 'the second house',
    3: 'the third house',
    4: 'the fourth house',
    5: 'the fifth house',
    6: 'the sixth house',
    7: 'the seventh house',
    8: 'the eighth house',
    9: 'the ninth house',
    10: 'the tenth house',
    11: 'the eleventh house',
    12: 'the twelfth house',
  },
  solarHouses: {
    1: 'the first solar house',
    2: 'the second solar house',
    3: 'the third solar house',
    4: 'the fourth solar house',
    5: 'the fifth solar house',
    6: 'the sixth solar house',
    7: 'the seventh solar house',
    8: 'the eighth solar house',
    9: 'the ninth solar house',
    10: 'the tenth solar house',
    11: 'the eleventh solar house',
    12: 'the twelfth solar house',
  },
};

export const names: Table = Object.fromEntries(
  Object.entries(plain).map(([table, words]) => [table, Object.fromEntries(Object.entries(words).map(([key, text]) => [key, invariable(text as string)]))]),
) as Table;
