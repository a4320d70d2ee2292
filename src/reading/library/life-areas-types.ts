// The texts of the natal reading's life areas: love, work, money, home and growth, each read from the sign
// on its house's cusp, where that sign's ruler stands, and the planets in the house (report/life-areas.ts).
// The cusp and ruler paragraphs are authored for their area and combination; only the frame names planets.
import type { Element, SignId } from '../../astro/types.js';
import type { HouseNumber } from './types.js';

export type LifeArea = 'love' | 'work' | 'money' | 'home' | 'growth';
export const LIFE_AREAS: readonly LifeArea[] = ['love', 'work', 'money', 'home', 'growth'];
/** The house each area is read from: the Descendant's, the Midheaven's, the second, the IC's, the ninth. */
export const LIFE_AREA_HOUSE: Record<LifeArea, HouseNumber> = { love: 7, work: 10, money: 2, home: 4, growth: 9 };

export interface LifeAreaTexts {
  title: string;
  /**
   * Opens the section without a birth time: each area is read from the planets that signify it by nature.
   * No slots, and no word of houses: the introduction's note says once why there are none.
   */
  introNoTime: string;
  /** One heading per area: "Love and partnership". */
  headings: Record<LifeArea, string>;
  /**
   * The sign on the area's house cusp read for that area (love: the Descendant; work: the Midheaven;
   * money: the second; home: the IC; growth: the ninth). A paragraph each, 45–110 words, no slots.
   */
  cusp: Record<LifeArea, Record<SignId, string>>;
  /**
   * The ruler of the area's house standing in each house ("the ruler of the seventh in the tenth":
   * partners met through work). A paragraph each, 45–110 words, no slots; it never names the planet,
   * which `rulerPlace` does.
   */
  ruler: Record<LifeArea, Record<HouseNumber, string>>;
  /**
   * One sentence before `ruler`, naming the ruler and where it stands: {planet} (a word), {sign} (the sign
   * on the cusp, a word), {house} (the house the ruler stands in, a word from names.houses).
   */
  rulerPlace: Record<LifeArea, string>;
  /**
   * The planets standing in the area's house (the ruler left out, it is named already), by name and
   * pointing to the planets section where each is read in full: {planets} (a list in the nominative),
   * `one` for a single planet ({planet}, a word, for agreement), `many` for two or more.
   */
  tenants: Record<LifeArea, { one: string; many: string }>;
  /**
   * A planet in the house before, a few degrees short of this house's cusp (on the Descendant, the
   * Midheaven or the IC in quadrant houses): astrologers read it with this area too. `one`: {planet} (a
   * word), {orb} ("0°25′"), {house} (the house it stands in, a word from names.houses), {next} (the area's house,
   * whose cusp it is near); `many`: {planets} (a list, in the nominative), {house} and {next}, for two or more.
   */
  threshold: { one: string; many: string };
  /**
   * The natural significators named briefly where they stand, each pointing to its section: love's Venus
   * ({sign} {house}, words), work's Sun and Saturn (`sunSaturn`: {sunSign} {sunHouse} {saturnSign}
   * {saturnHouse}; `sun` or `saturn` alone when the other is named already as ruler or tenant).
   */
  significators: { venus: string; sunSaturn: string; sun: string; saturn: string };
  /**
   * Without a birth time, each area from its natural significators, pointing to their sections: love from
   * Venus and Mars ({venusSign} {marsSign}), work from Saturn and the Sun ({saturnSign} {sunSign}), money
   * from Venus and Jupiter ({venusSign} {jupiterSign}), home from the Moon ({moonSign}), growth from
   * Jupiter and the North Node ({jupiterSign} {nodeSign}). Signs are words (a sign changed that day is
   * given as both). Never claims a house.
   */
  noTime: Record<LifeArea, string>;
  /**
   * Without a birth time, each area read from its natural significator by the element of its sign, which
   * holds for any hour: love from Venus, work from Saturn, money from Jupiter, home from the Moon, growth
   * from the North Node. A paragraph each, 45–110 words, no slots; never names a house or an angle.
   */
  natural: Record<LifeArea, Record<Element, string>>;
  /**
   * Without a birth time, the area's house of the solar chart (the Sun's sign as the first house, whole
   * signs counted on from it) is read with the `cusp` paragraph of its sign, whose first sentence names a
   * cusp, the Descendant or the Midheaven; this sentence takes its place and says "solar house" instead.
   * One sentence each, no slots, and nothing else of the paragraph may name a cusp or an angle.
   */
  cuspSolar: Record<LifeArea, Record<SignId, string>>;
  /** Opens the section when the areas are read from solar houses. No slots; the introduction's note says what they are. */
  introSolar: string;
  /** `rulerPlace` for a solar house: {planet} {sign} as there, {house} a word from names.solarHouses. */
  rulerPlaceSolar: Record<LifeArea, string>;
}
