// Шаблоны большой тройки, планет и домов. Каждый соединяет обороты placement-phrases.ts с фактами
// карты, так что предложение зависит сразу от двух и больше факторов (знак и дом, планета и
// управитель, планета и её аспект). Названия приходят словами: шаблон сам берёт падеж ({sign:loc})
// и род ({planet|m=…|f=…|n=…}); обороты — строки в той позиции, что названа над их таблицей.
import type { PlacementTexts } from '../types.js';
import { placementPhrases } from './placement-phrases.js';
import { typeset } from './typography.js';

const templates: Record<string, string> = typeset({
  // Большая тройка.
  bigThreeIntro: 'Солнце в {sun:loc}, Луна в {moon:loc} и Асцендент в {rising:loc} несут основной вес вашей карты: Солнце — то, к чему вы стремитесь, Луна — то, в чём вы нуждаетесь, а восходящий знак — то, как вы встречаете мир.',
  bigThreeIntroNoRising: 'Из большой тройки в этом разборе две величины: Солнце в {sun:loc} — то, к чему вы стремитесь, и Луна в {moon:loc} — то, в чём вы нуждаетесь; вдвоём они держат на себе почти всю карту.',
  sunRuler: 'Ваше Солнце в {sign:loc} направляет {ruler}.',
  moonRuler: 'Вашу Луну в {sign:loc} направляет {ruler}.',
  sunChanged: 'В день вашего рождения Солнце перешло из {from:gen} в {to:acc} в {time} по местному времени, так что ваш солнечный знак зависит от часа рождения. Ниже разобраны оба знака; ваш, скорее всего, тот, что больше похож на то, как вы живёте, а точно решит время рождения.',
  signBefore: 'Если вы родились до {time}: {sign}',
  signAfter: 'Если вы родились после {time}: {sign}',
  blendSame: 'Луна в {moon:loc}{moonWhere} делит с Солнцем стихию {element:gen}, поэтому желания и потребности у вас редко спорят: вы добиваетесь своего {sunManner}, и {moonNeed} тянет в ту же сторону.',
  blendAllied: 'С Луной в {moon:loc}{moonWhere} ваше Солнце стихии {sunElement:gen} и Луна стихии {moonElement:gen} питают друг друга: к цели вы идёте {sunManner}, а {moonNeed} поддерживает вас на этом пути.',
  blendApart: 'С Луной в {moon:loc}{moonWhere} ваше Солнце стихии {sunElement:gen} и Луна стихии {moonElement:gen} говорят на разных языках: за своим вы идёте {sunManner}, но {moonNeed} просит иного, и во многом вы растёте, давая слово обеим.',
  phaseAheadOf: 'впереди',
  phaseBehind: 'позади',
  moonBirthPhase: 'Когда вы родились, Луна стояла на {angle} {direction} Солнца в {sun:loc}, и фаза вашего рождения — {phase}: {meaning}.',
  moonKept: 'Весь день вашего рождения Луна оставалась в {sign:loc}, пройдя путь от {from} до {to}, так что её знак не зависит от часа рождения; направляет её {ruler}.',
  moonChanged: 'В день вашего рождения Луна перешла из {from:gen} в {to:acc} в {time} по местному времени. Если вы родились до {time}, ваша Луна в {from:loc}; если позже — в {to:loc}.',
  moonBoth: 'Ниже разобраны обе Луны; скорее всего, ваша та, что больше похожа на вашу внутреннюю жизнь.',
  risingTenants: 'В первом доме стоит {tenants}, а планета первого дома всегда на виду: её замечают во внешности, жестах и манере держаться ещё до того, как вы скажете хоть слово.',
  risingTenantsMany: 'В первом доме стоят {tenants}, а всё, что находится в этом доме, люди видят раньше, чем слышат ваши слова: эти планеты сквозят в облике, жестах и повадке с первой встречи.',
  blendWhere: ' в {house:loc}',

  // Планеты.
  placeChanged: 'В день вашего рождения {planet} {planet|m=перешёл|f=перешла|n=перешло|pl=перешли} из {from:gen} в {to:acc} в {time} по местному времени, поэтому ниже разобраны оба знака: какой из них ваш, решает час рождения.',
  generational: 'У всех, кто родился в пределах нескольких лет от вас, {planet} стоит в {sign:loc}, и это положение {inSign}{where}; {contact}.',
  generational_2: '{planet} в {sign:loc} — общая черта всех, кто родился в пределах нескольких лет от вас, и это положение {inSign}{where}; {contact}.',
  dispositor: '{planet} у вас в {sign:loc}, а управитель этого знака, {ruler}, стоит в {rulerSign:loc} в {rulerHouse:loc}, поэтому всё, к чему прикасается {planet|m=ваш|f=ваша|n=ваше|pl=ваши} {planet}, в конце концов решается в сфере {rulerTopic}.',
  dispositor_2: 'Знаком {sign:gen} управляет {ruler}; у вас {ruler|m=он стоит|f=она стоит|n=оно стоит|pl=они стоят} в {rulerSign:loc} в {rulerHouse:loc}, и дела {planet:gen} в {sign:loc} рано или поздно выводят вас именно туда, в сферу {rulerTopic}.',
  dispositor_3: 'В {sign:loc} {planet} — {planet|f=гостья|other=гость}, а {ruler|m=хозяин|f=хозяйка|n=хозяин|pl=хозяева} этого знака, {ruler}, стоит у вас в {rulerSign:loc} в {rulerHouse:loc}; {planet} живёт по {ruler|m=его|f=её|n=его|pl=их} укладу, и многое из того, что {planet|m=он|f=она|n=оно|pl=они} обещает, воплощается через сферу {rulerTopic}.',
  dispositor_4: 'Ключ к {planet:dat} в {sign:loc} — управитель этого знака, {ruler}; у вас {ruler|m=он стоит|f=она стоит|n=оно стоит|pl=они стоят} в {rulerSign:loc} в {rulerHouse:loc}, а значит, свои силы {planet} в конечном счёте отдаёт сфере {rulerTopic}.',
  dispositorNoHouse: 'Управитель {sign:gen} — {ruler}, и в день вашего рождения {ruler|m=он стоял|f=она стояла|n=оно стояло|pl=они стояли} в {rulerSign:loc}, поэтому {planet} у вас действует с оглядкой на {ruler|m=него|f=неё|n=него|pl=них} и перенимает кое-что от {rulerSign:gen}.',
  dispositorNoHouse_2: '{planet} в {sign:loc} подчиняется {ruler:dat}, а {ruler|m=тот|f=та|n=то|pl=те} в день вашего рождения {ruler|m=стоял|f=стояла|n=стояло|pl=стояли} в {rulerSign:loc}: через {ruler|m=него|f=неё|n=него|pl=них} в характер {planet:gen} вплетаются черты {rulerSign:gen}.',
  dispositorNoHouse_3: 'В день вашего рождения {ruler}, {ruler|m=хозяин|f=хозяйка|n=хозяин|pl=хозяева} {sign:gen}, {ruler|m=находился|f=находилась|n=находилось|pl=находились} в {rulerSign:loc}, и {planet}, {planet|f=гостья|other=гость} в {ruler|m=его|f=её|n=его|pl=их} знаке, говорит у вас с интонациями {rulerSign:gen}.',
  dispositorNoHouse_4: 'Куда повернёт {planet} в {sign:loc}, во многом решает управитель этого знака, {ruler}, а {ruler|m=он|f=она|n=оно|pl=они} в день вашего рождения {ruler|m=стоял|f=стояла|n=стояло|pl=стояли} в {rulerSign:loc}, так что к природе {planet:gen} у вас примешивается нрав {rulerSign:gen}.',
  dispositorNoHouse_5: 'За спиной у {planet:gen} в {sign:loc} стоит {ruler}, управитель этого знака, а {ruler|m=он|f=она|n=оно|pl=они} в день вашего рождения {ruler|m=был|f=была|n=было|pl=были} в {rulerSign:loc}; оттого в том, как проявляется {planet}, слышен отзвук {rulerSign:gen}.',
  dispositorRulerChanged: '{planet} в {sign:loc} подчиняется управителю этого знака, {ruler:dat}, а {ruler|m=тот|f=та|n=то|pl=те} в день вашего рождения {ruler|m=перешёл|f=перешла|n=перешло|pl=перешли} из {from:gen} в {to:acc}, и от часа, когда вы родились, зависит, чьи черты переймёт {planet}: {from:gen} или {to:gen}.',
  dispositorSelf: '{planet} у себя дома: {sign} — {planet|m=его|f=её|n=его|pl=их} собственный знак, и, ни перед кем не отчитываясь, {planet|m=он|f=она|n=оно|pl=они} действует в полную силу{where}.',
  dispositorSelf_2: 'В {sign:loc}, в собственном знаке, {planet} {planet|m=сам|f=сама|n=само|pl=сами} себе {planet|m=хозяин|f=хозяйка|n=хозяин|pl=хозяева}: никакая другая планета {planet|m=им|f=ею|n=им|pl=ими} не управляет, и {planet|m=он|f=она|n=оно|pl=они} раскрывается в полную меру{where}.',
  dispositorSelfWhere: ' в сфере {topic}',
  dispositorMutual: '{planet} в {sign:loc}{where} и {ruler} в {rulerSign:loc}{rulerWhere} стоят в знаках друг друга — это взаимная рецепция: каждая из двух планет принимает другую у себя, поэтому {planet} и {ruler} действуют у вас заодно, и когда одной из них трудно, её выручает другая.',
  retrograde: '{planet} в {sign:loc}{where} в момент вашего рождения {planet|m=был ретроградным|f=была ретроградной|n=было ретроградным|pl=были ретроградными}, поэтому {planet|m=он|f=она|n=оно|pl=они} сперва обращается внутрь: пересматривает, возвращается к уже сделанному и переделывает, прежде чем действовать открыто.',
  retrograde_2: 'Когда вы родились, {planet} {planet|m=двигался|f=двигалась|n=двигалось|pl=двигались} ретроградно в {sign:loc}{where}, а попятная планета лучше всего срабатывает со второго захода: {planet} берёт своё не сразу, а после возврата к пройденному и новой попытки.',
  retrograde_3: '{planet|m=Ретроградный|f=Ретроградная|n=Ретроградное|pl=Ретроградные} в вашей карте {planet} в {sign:loc}{where} зреет медленно и про себя: {planet|m=его|f=её|n=его|pl=их} сила сначала копится внутри и выходит наружу позже, чем у других, зато уже выверенной.',
  retrogradeWhere: ' в {house:loc}',
  contact_conjunction: 'соединение с {other|f=вашей|other=вашим} {other:ins}',
  contact_opposition: 'оппозиция к {other|f=вашей|other=вашему} {other:dat}',
  contact_trine: 'трин к {other|f=вашей|other=вашему} {other:dat}',
  contact_square: 'квадрат к {other|f=вашей|other=вашему} {other:dat}',
  contact_sextile: 'секстиль к {other|f=вашей|other=вашему} {other:dat}',
  contact_quincunx: 'квинконс к {other|f=вашей|other=вашему} {other:dat}',
  planetContacts: 'Теснее всего с остальной картой {planet:acc} связывают такие аспекты: {contacts}; каждый из них разобран ниже.',
  planetContacts_2: 'Среди аспектов ниже для {planet:gen} важнее всего {contacts}.',
  planetContacts_3: 'Самые тесные связи {planet:gen} в карте — {contacts}; о каждой подробно сказано в разделе об аспектах.',
  planetContacts_4: 'Крепче всего {planet:acc} с остальной картой связывают {contacts}; их разбор — в разделе об аспектах.',
  planetContacts_5: 'Ниже, среди аспектов, подробно разобраны главные связи {planet:gen}: {contacts}.',
  planetContactsOther: 'Кроме уже названных выше, у {planet:gen} есть и другие связи — {contacts}; каждая разобрана в разделе об аспектах.',
  planetContactOther: 'Кроме уже названных выше, у {planet:gen} есть ещё одна связь — {contacts}; она разобрана в разделе об аспектах.',
  planetContact: 'Теснее всего {planet:acc} связывает с остальной картой один аспект — {contacts}; он разобран ниже.',
  planetContact_2: 'Самая тесная связь {planet:gen} в карте — {contacts}; подробно о ней сказано в разделе об аспектах.',
  planetContact_3: 'Из аспектов ниже для {planet:gen} главный — {contacts}.',
  aspectNone: '{planet} не образует тесных аспектов с другими планетами и держится у вас наособицу: {planet|m=он|f=она|n=оно|pl=они} действует на собственных условиях, и {planet|m=его|f=её|n=его|pl=их} то почти не слышно, то вдруг становится слишком много.',
  aspectNone_2: 'Тесных аспектов к другим планетам у {planet:gen} нет, и такая планета-одиночка живёт в карте своей жизнью: с остальными {planet} не {planet|m=связан|f=связана|n=связано|pl=связаны}, и вплетать {planet|m=его|f=её|n=его|pl=их} в общее дело вам приходится сознательно.',

  // Дома.
  housesIntro: 'В системе {system:gen} десять планет вашей карты заняли {occupied} из двенадцати домов, и {crowded}; остальные {empty} пустуют.',
  housesIntroSpread: 'Десять ваших планет разошлись по десяти разным домам системы {system:gen}, по одной в каждом, от {first:gen} до {last:gen}; два оставшихся дома пусты.',
  // Число планет здесь не называем: «планет — два» требует женского рода, а числа в count_* мужского.
  housesCrowded: 'теснее всего в {house:loc}, где стоят {tenants}',
  tenant: '{planet} в {sign:loc}',
  signEither: '{from} или {to}',
  rulerSelf: 'только {planet|m=он|f=она|n=оно|pl=они} {planet|m=сам|f=сама|n=само|pl=сами}, ведь {sign} — {planet|m=его|f=её|n=его|pl=их} собственный знак',
  rulerAt: '{ruler} в {rulerSign:loc} в {rulerHouse:loc}, управитель {sign:gen}',
  rulerAtNoHouse: '{ruler} в {rulerSign:loc}, управитель {sign:gen}',
  ref_sun: '{planet}',
  ref_moon: '{planet}',
  count_1: 'один', count_2: 'два', count_3: 'три', count_4: 'четыре', count_5: 'пять', count_6: 'шесть', count_7: 'семь',
  count_8: 'восемь', count_9: 'девять', count_10: 'десять', count_11: 'одиннадцать', count_12: 'двенадцать',
});

export const placements: PlacementTexts = { ...placementPhrases, templates };
