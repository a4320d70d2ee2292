// Рамка разбора по-русски — пока та её часть, что нужна нумерологии (профилю и нумерологическому
// разделу): заголовки, даты, вступление, заключение и заметки о том, как было прочитано имя.
// Названия месяцев даёт Intl в локали ru-RU («14 марта», «март»), рамка расставляет их в дате.
import type { InterpretationLibrary } from '../types.js';
import { aspectsFrame } from './frame-aspects.js';
import { forecastFrame } from './frame-forecast.js';
import { natalFrame } from './frame-natal.js';
import { synthesisFrame } from './frame-synthesis.js';
import { typeset } from './typography.js';

const numerologyFrame: InterpretationLibrary['frame'] = typeset({
  // Formats
  // A day and its month are never split across lines.
  dateFormat: '{day}\u00a0{month} {year} г.',
  dayMonthFormat: '{day}\u00a0{month}',
  monthYearFormat: '{month} {year} г.',
  listComma: ', ',
  listAnd: ' и ',

  // Titles, facts, introduction and closing of the numerology profile
  title_numerology: 'Нумерологический профиль: {name}',
  subtitle_numerology: 'Нумерологический разбор',
  subtitleBirthNoPlace: 'Дата рождения: {date}',
  factBorn: 'Дата рождения',
  factPrepared: 'Составлено',
  labelWheel: 'Натальная карта',
  labelContinued: 'продолжение',
  introductionTitle: 'Вступление',
  numerologyIntroFor: '{name}, этот нумерологический разбор составлен по вашему полному имени и дате рождения, {date}: из них выводятся все числа, о которых пойдёт речь.',
  numerologyIntroName: '{name}, этот нумерологический разбор составлен по вашему полному имени и дате рождения.',
  numerologyIntroForDateOnly: '{name}, этот нумерологический разбор составлен по дате вашего рождения, {date}: из неё выводятся все числа, о которых пойдёт речь.',
  numerologyIntroNameDateOnly: '{name}, этот нумерологический разбор составлен по дате вашего рождения.',
  closingTitle: 'Напоследок',
  closing_numerology: 'Спасибо, что доверили нам свои числа, {name}. Они описывают склонности, а не правила, и полезнее всего тогда, когда вы сверяете их с собственным опытом.',

  // The numerology section added to a natal reading or a forecast
  numerologyTitle: 'Нумерология',
  columnNumber: 'Показатель',
  columnValue: 'Значение',
  numberLabel_lifePath: 'Число жизненного пути',
  numberLabel_expression: 'Число выражения',
  numberLabel_soulUrge: 'Число души',
  numberLabel_personality: 'Число личности',
  numberLabel_personalYear: 'Личный год {year}',
  numberLabel_birthDay: 'Число дня рождения',
  numberHeading: '{label} — {value}',
  numberIntro_lifePath: 'Число жизненного пути — это сумма цифр полной даты рождения, сведённая к одной цифре или мастер-числу; оно описывает путь, которым вы идёте по жизни.',
  numberIntro_expression: 'Число выражения складывается из всех букв полного имени и описывает таланты и способности, с которыми вы пришли в мир.',
  numberIntro_soulUrge: 'Число души берётся из одних гласных имени и говорит о том, чего вы хотите втайне.',
  numberIntro_personality: 'Число личности берётся из согласных имени и описывает ту сторону вас, которую другие видят первой.',
  numberIntro_personalYear: 'Число личного года соединяет день и месяц рождения с текущим годом и описывает настроение года, в котором вы живёте.',
  numberIntro_birthDay: 'Вы родились {ordinal} числа, и число дня рождения — это сам день, без всяких сложений: оно скромнее числа жизненного пути, но называет особый дар, который вы приносите в любое дело.',
  numberIntro_birthDayCompound: 'Вы родились {ordinal} числа, а число дня рождения — это сам день месяца. Нумерология читает его целиком, а не только по числу {reduced}, к которому он сводится: цифры закладывают основу, а день в целом придаёт свой оттенок дару, который вы приносите в любое дело.',
  factLifePath: 'Жизненный путь',
  omittedTitle_numerology: 'Нумерология',
  sectionOmitted_numerology: 'Ваши числа не удалось рассчитать, поэтому нумерологический раздел в этот разбор не вошёл.',
  sectionOmittedRest: 'Всё остальное в нём на месте и полностью готово. Мы уже получили сигнал об ошибке и разберёмся с ней.',

  // How a name in another script was read, and why a name that cannot be counted gives fewer numbers.
  numerologyTransliterated: 'Нумерология считает буквы латинского и русского алфавитов. Письменность вашего имени — {script}, поэтому для расчёта оно записано латиницей: {latin}.',
  numerologyTransliteratedHan: 'Иероглифы прочитаны на путунхуа и записаны пиньинем без тонов; в кантонском, японском или корейском чтении те же иероглифы записывались бы, а значит, и считались бы иначе.',
  numerologyTransliteratedAbjad: '{script}: большинство кратких гласных на письме не обозначается, а транслитерация держится написанных букв, поэтому может выглядеть скупее привычного вам написания латиницей.',
  numerologyTransliteratedBrahmic: 'Написание следует тому, как такие имена обычно передают латиницей по-английски: каждый согласный сохраняет присущее ему «а», если его не заменяет другая гласная или он не становится немым, а долгие гласные пишутся одной буквой.',
  numerologyNoLetters: 'В имени, как оно указано, — {name} — нет букв, а числа выражения, души и личности считаются по буквам, поэтому их здесь нет. Числа, которые следуют дальше, взяты из одной даты рождения и имени не требуют.',
  numerologyUnsupportedScript: 'Письменность вашего имени — {script}, и передавать её латиницей мы пока не умеем, а числа выражения, души и личности считаются по буквам, поэтому их здесь нет. Числа, которые следуют дальше, взяты из одной даты рождения и имени не требуют.',
  numberMissing_soulUrge: 'В том виде, в каком его посчитали, ваше имя не содержит гласных, поэтому не даёт числа души, которое складывается из одних гласных.',
  numberMissing_personality: 'В том виде, в каком его посчитали, ваше имя не содержит согласных, поэтому не даёт числа личности, которое складывается из одних согласных.',
  script_Han: 'китайские иероглифы',
  script_Greek: 'греческий алфавит',
  script_Arabic: 'арабское письмо',
  script_Hebrew: 'еврейское письмо',
  script_Devanagari: 'деванагари',
  script_Bengali: 'бенгальское письмо',
  script_Gurmukhi: 'гурмукхи',
  script_Gujarati: 'гуджаратское письмо',
  script_Oriya: 'письмо ория',
  script_Tamil: 'тамильское письмо',
  script_Telugu: 'письмо телугу',
  script_Kannada: 'письмо каннада',
  script_Malayalam: 'письмо малаялам',
  script_Sinhala: 'сингальское письмо',
  script_Thai: 'тайское письмо',
  script_Hangul: 'хангыль',
  script_Hiragana: 'хирагана',
  script_Katakana: 'катакана',
  script_Georgian: 'грузинский алфавит',
  script_Armenian: 'армянский алфавит',
  script_Ethiopic: 'эфиопское письмо геэз',
  script_Syriac: 'сирийское письмо',
  script_Thaana: 'письмо тана',
  script_Other: 'письменность, отличная от латиницы и кириллицы',
});

export const frame: InterpretationLibrary['frame'] = { ...numerologyFrame, ...natalFrame, ...synthesisFrame, ...aspectsFrame, ...forecastFrame };
