// Планеты и точки карты в домах: по тексту на каждое сочетание тела и дома, собранные в одну таблицу.
// Сами тексты лежат по группам тел: личные планеты, социальные и высшие, точки карты.
import type { HouseBody, InHouseTexts } from '../authored-types.js';
import { mars, mercury, moon, sun, venus } from './planet-in-house-personal.js';
import { chiron, lilith, trueNode } from './planet-in-house-points.js';
import { jupiter, neptune, pluto, saturn, uranus } from './planet-in-house-social.js';

export const planetInHouse: Record<HouseBody, InHouseTexts> = {
  sun, moon, mercury, venus, mars, jupiter, saturn, uranus, neptune, pluto, trueNode, chiron, lilith,
};
