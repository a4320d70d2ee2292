// The English texts of the natal reading's life areas: the frame sentences here, the cusp and ruler
// paragraphs in life-areas-cusps.ts and life-areas-rulers.ts.
import type { LifeAreaTexts } from '../life-areas-types.js';
import { cusp } from './life-areas-cusps.js';
import { cuspSolar } from './life-areas-cusps-solar.js';
import { natural } from './life-areas-natural.js';
import { ruler } from './life-areas-rulers.js';

export const lifeAreas: LifeAreaTexts = {
  title: 'Life areas',
  introNoTime: 'Each area below is read from the planets that signify it by nature: first by their signs, then by the element the chief of them kept through the whole of your birth day.',
  introSolar: 'Each area below is read from its house in your solar chart, the sign that house falls in and the planet that rules it, and then from the planet that signifies the area by nature, by the element it kept all day.',
  rulerPlaceSolar: {
    love: 'Your {planet}, ruler of {sign} and so of your seventh solar house, stands in {house}.',
    work: 'Your tenth solar house takes its ruler from {sign}: your {planet}, found in {house}.',
    money: 'Your second solar house answers to your {planet} as the ruler of {sign}, and it sits in {house}.',
    home: 'Your {planet} rules {sign}, your fourth solar house, and is placed in {house}.',
    growth: 'Your ninth solar house is steered by your {planet}, ruler of {sign}, from {house}.',
  },
  headings: {
    love: 'Love and partnership',
    work: 'Work and vocation',
    money: 'Money and resources',
    home: 'Home and family',
    growth: 'Beliefs, learning and growth',
  },
  cusp,
  cuspSolar,
  natural,
  ruler,
  rulerPlace: {
    love: 'Your {planet}, ruler of {sign} and so of your seventh house, stands in {house}.',
    work: 'Your tenth house takes its ruler from {sign}: your {planet}, found in {house}.',
    money: 'The second house answers to your {planet} as the ruler of {sign}, and it sits in {house}.',
    home: 'Your {planet} rules {sign} on the cusp of the fourth house and is placed in {house}.',
    growth: 'The ninth house is steered by your {planet}, ruler of {sign}, from {house}.',
  },
  threshold: {
    one: 'Your {planet} stands in {house}, only {orb} short of the cusp of {next}, close enough to speak for this area too.',
    many: '{planets} stand in {house}, each a few degrees short of the cusp of {next}, close enough to speak for this area too.',
  },
  tenants: {
    love: {
      one: 'Your {planet} stands in the seventh house itself and has its own paragraph among the planets; whatever it means for you is met again and again in the people you pair with.',
      many: '{planets} stand in the seventh house itself, each with its own paragraph among the planets; with more than one planet here, partnership is a crowded and central stage of your life.',
    },
    work: {
      one: 'In the tenth house stands your {planet}, whose full reading is in the planets section; it is the planet the world is most likely to see in your work.',
      many: 'The tenth house holds {planets}, each read in full in the planets section; together they make career one of the busiest areas of the chart.',
    },
    money: {
      one: 'Your {planet} occupies the second house and is read with the planets; its concerns feed directly into how you earn, keep and value things.',
      many: '{planets} stand together in the second house, each described in full with the planets; money and self-worth are where several of your drives meet.',
    },
    home: {
      one: 'The fourth house holds your {planet}, read in full in the planets section, so home and family carry that planet\'s mark from early on.',
      many: '{planets} share the fourth house, each read with the planets; the private, family side of life is where much of your chart gathers.',
    },
    growth: {
      one: 'Your {planet} sits in the ninth house, with its full reading among the planets; it is the planet through which beliefs, study and distant places reach you.',
      many: 'Between them {planets} occupy the ninth house, each read in full among the planets, which makes learning, travel and belief a lively field for you.',
    },
  },
  significators: {
    venus: 'For how you love and what you find lovely, look also to your Venus in {sign} in {house}, described in the planets section.',
    sunSaturn: 'Two more planets speak for vocation: your Sun in {sunSign} in {sunHouse}, the purpose you want your work to carry, and your Saturn in {saturnSign} in {saturnHouse}, where mastery is built slowly; both are read in full with the planets.',
    sun: 'Your Sun in {sunSign} in {sunHouse} adds the purpose you want your work to carry; the planets section gives it in full.',
    saturn: 'Your Saturn in {saturnSign} in {saturnHouse} shows where work asks for patience and where mastery is earned; its full reading is with the planets.',
  },
  noTime: {
    love: 'Love and partnership are read here from the two planets of attraction. Your Venus in {venusSign} shows what you find beautiful and how you give affection; your Mars in {marsSign} shows how you pursue what you want and what stirs desire. Both are read in full, with their aspects, in the planets section, and the way these two meet there says more about your love life than any single sentence here could.',
    work: 'Vocation is read from the Sun and Saturn. Your Sun in {sunSign} is the purpose you want your work to express, the kind of effort that makes you feel most yourself; your Saturn in {saturnSign} is where discipline is asked of you and where mastery comes late but stays. Each is read in full in the planets section.',
    money: 'Money is read from Venus and Jupiter: your Venus in {venusSign} for what you value and enjoy spending on, your Jupiter in {jupiterSign} for where abundance tends to come from and where it tempts you into excess. Their full readings are in the planets section.',
    home: 'Home and family are read from the Moon, the planet of belonging. Your Moon in {moonSign} describes what makes a place feel safe, the habits you bring to family life and the kind of care you learned early; it is read in full with the planets.',
    growth: 'Growth is read from Jupiter and the North Node: your Jupiter in {jupiterSign} for what gives your life meaning and faith, your North Node in {nodeSign} for the direction the chart asks you to grow in, away from what comes too easily. Each has its own reading in the sections on the planets and the nodes.',
  },
};
