// Медленные транзиты в прогнозе на 12 месяцев: транзитная планета -> натальная точка -> тип аспекта.
// Каждый текст написан для своего аспекта и идёт после вступления, которое называет транзит
// (transit-types.ts): квадрат — трение изнутри, требующее действия; оппозиция приходит через других
// людей и просит равновесия; трин — лёгкость, которую легко растратить; секстиль — возможность,
// которая окупается, только если за неё взяться.
import type { InterpretationLibrary } from '../types.js';
import { jupiter } from './transits-jupiter.js';
import { neptune } from './transits-neptune.js';
import { pluto } from './transits-pluto.js';
import { saturn } from './transits-saturn.js';
import { uranus } from './transits-uranus.js';

export const transits: InterpretationLibrary['transits'] = { jupiter, saturn, uranus, neptune, pluto };
