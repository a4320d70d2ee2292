// A reading names the real ruler of each house: the ruler of the sign on its cusp, by the traditional rulerships the
// whole reading uses (Mars rules Scorpio, Saturn Aquarius, Jupiter Pisces). An authored text knows neither the cusps
// nor the rulers of the buyer's chart, so when it says that a planet rules a numbered house, or stands in «its own»
// house («Меркурий управляет третьим домом», «Плутон в восьмом доме на своём месте»), it states the natural zodiac's
// pairing as a fact of this chart, and for most buyers the reading names another ruler a few paragraphs away
// (reviewers found «Юпитер управляет девятым домом» beside «девятым домом управляет ваш Меркурий»). Likewise a
// domicile, «own sign» or bare rulership for Uranus, Neptune or Pluto contradicts the traditional rulers; such a
// text may speak of the modern view only as a view («который современная астрология отдаёт Плутону»).
import { describe, expect, it } from 'vitest';
import { ru } from '../../src/reading/library/ru/index.js';

/** Every string of the library, however deep, with the path it is found at. */
function stringsOf(value: unknown, path: string, out: Array<[string, string]> = []): Array<[string, string]> {
  if (typeof value === 'string') out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((item, i) => stringsOf(item, `${path}[${i}]`, out));
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) stringsOf(item, `${path}.${key}`, out);
  return out;
}

// A claim lives within one clause-chain of a sentence; splitting at full stops keeps a planet in one sentence from
// being tied to a house number in the next.
const sentences = (text: string) => text.replace(/\u00a0/g, ' ').split(/(?<=[.!?…])\s+/);

/** Any case of any planet's name, and of the Sun and the Moon. */
const PLANET = /(?:Солнц|Лун[аыеуо]|Меркури|Венер|Марс|Юпитер|Сатурн|Уран|Нептун|Плутон)/;
const OUTER = /(?:Уран|Нептун|Плутон)/;
/** An ordinal house written out: «третьим домом», «в девятом солнечном доме», «второго дома». */
const NUMBERED_HOUSE =
  /(?:перв|втор|трет|четв[её]рт|пят|шест|седьм|восьм|девят|десят|одиннадцат|двенадцат)(?:ый|ой|ий|ого|его|ому|ему|ым|им|ом|ем|ье|ья|ьего|ьему|ьим|ьем)\s+(?:солнечн\p{L}+\s+)?дом/iu;
/** Words that make a planet the lord of something. */
const RULES = /(?:управля\p{L}*|управител\p{L}*|правит|правят|ведает|хозя(?:ин|йка|ева|ина|йки)\p{L}*|распоряжа\p{L}*)/iu;
/** A planet standing «at home»: in its natural house, its own place, its element. «Не на своём месте» is a feeling, not a claim. */
const AT_HOME =
  /(?:(?<!не\s)(?:на|в)\s+сво(?:ём|ем|ей)\s+(?:естественн\p{L}+\s+)?(?:мест|област|стихи|территори|владени|дом)\p{L}*|у себя дома|как дома|как рыба в воде|естественн\p{L}+\s+(?:мест|област|стихи|территори|дом)\p{L}*|родн\p{L}+\s+(?:стихи|дом|област|территори)\p{L}*)/iu;
/** A domicile or an own sign. */
const OWN_SIGN = /(?:обител\p{L}*|(?:сво\p{L}*|родн\p{L}*|собственн\p{L}*)\s+знак\p{L}*)/iu;
/** A bare rulership of a modern sign: «Уран правит Водолеем», «Скорпионом управляет Плутон». */
const RULES_SIGN = /(?:управля\p{L}*|правит|управител\p{L}*)/iu;
const MODERN_SIGN = /(?:Водоле|Рыб|Скорпион)/;
/** «Пятый дом — естественное место Солнца»: the planet follows the house, in the genitive. */
const NATURAL_PLACE = /естественн\p{L}+\s+(?:мест|област|территори|дом|стихи)\p{L}*\s+(?:Солнц|Лун|Меркури|Венер|Марс|Юпитер|Сатурн|Уран|Нептун|Плутон)/iu;
/** Words that present a modern rulership as a view rather than this chart's fact. */
const AS_A_VIEW = /(?:современн|некоторые астрологи|многие астрологи)/i;

/**
 * The claims one sentence makes. A planet may be named in the sentence before and taken up by a pronoun
 * («…главная сцена вашей Венеры. В седьмом доме она чувствует себя как дома»), so `before` lends its planet.
 */
function naturalRuleClaims(sentence: string, before: string): string[] {
  const found: string[] = [];
  const house = NUMBERED_HOUSE.test(sentence);
  const planet = PLANET.test(sentence) || PLANET.test(before);
  if (house && PLANET.test(sentence) && RULES.test(sentence)) found.push('a planet rules a numbered house');
  if (house && planet && AT_HOME.test(sentence)) found.push('a planet is at home in a numbered house');
  if (NATURAL_PLACE.test(sentence)) found.push('a house is a planet\u2019s natural place');
  if (OUTER.test(sentence) && OWN_SIGN.test(sentence)) found.push('an outer planet in its domicile or own sign');
  if (OUTER.test(sentence) && MODERN_SIGN.test(sentence) && RULES_SIGN.test(sentence) && !AS_A_VIEW.test(sentence))
    found.push('an outer planet rules a sign as a fact');
  return found;
}

function claimsIn(text: string): string[] {
  const all = sentences(text);
  return all.flatMap((s, i) => naturalRuleClaims(s, all[i - 1] ?? '').map((why) => `${why}: ${s}`));
}

describe('the Russian library and the natural rulers of houses', () => {
  it('catches the wordings reviewers quoted and lets the chart\u2019s own facts pass', () => {
    for (const text of [
      'Меркурий управляет третьим домом и чувствует себя здесь легко.',
      'Юпитер управляет девятым домом.',
      'Девятым домом управляет ваш Меркурий.',
      'Венера во втором доме, в своей естественной области, приносит вкус к хорошему.',
      'Плутон в восьмом доме на своём месте: вы глубоко чувствуете циклы смерти и возрождения.',
      'Меркурий в третьем доме у себя дома, и ваш ум чувствует себя здесь как рыба в воде.',
      'Юпитер в девятом доме в своей стихии, и мир для вас — огромный университет.',
      'Луна в четвёртом доме находится в родной стихии.',
      'Пятый дом — естественное место Солнца.',
      'Партнёрство — главная сцена вашей Венеры. В седьмом доме она чувствует себя как дома.',
      'В своей обители, примерно в 1984–1995 годах, Плутон вытащил на свет похороненное.',
      'Уран правит Водолеем, и в родном знаке раскрывается во всю мощь.',
      'Рыбами управляет Нептун, и пока он идёт по своему знаку, его влияние достигает наибольшей силы.',
      'Плутон в Скорпионе, в своём знаке, действует в полную силу.',
    ]) expect(claimsIn(text), text).not.toEqual([]);
    for (const text of [
      // The chart's facts, said through slots the reading fills from the real cusps.
      'Десятый дом, дом призвания, начинается в {sign:loc}, поэтому им управляет {planet}.',
      'Хозяин девятого дома стоит в собственном доме, и рост становится главной темой вашей жизни.',
      // A sign that is the natural sign of a house is no claim about a planet.
      'Козерог на куспиде десятого дома на своём месте: это природный знак вершины карты.',
      // Feelings and the modern view said as a view.
      'В коллективе вы можете ощущать себя не на своём месте.',
      'Плутон стоит в Скорпионе, который современная астрология отдаёт ему.',
      'Плутон как современный управитель Скорпиона во главе карты придаёт жизни накал.',
      'Скорпион — традиционная обитель Марса, и здесь его энергия уходит вглубь.',
      'Меркурий в третьем доме делает ум быстрым и любопытным.',
    ]) expect(claimsIn(text), text).toEqual([]);
  });

  it('never says a planet rules a numbered house or stands at home in it, nor gives Uranus, Neptune or Pluto a domicile', () => {
    const problems = stringsOf(ru, 'ru').flatMap(([where, text]) => claimsIn(text).map((claim) => `${where}: ${claim}`));
    expect(problems).toEqual([]);
  });
});
