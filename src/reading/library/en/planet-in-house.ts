// Every body read by house, assembled from the three files that hold the texts: the personal planets,
// Jupiter to Pluto, and the points (the North Node, Chiron and Lilith).
import type { HouseBody, InHouseTexts } from '../authored-types.js';
import { mars, mercury, moon, sun, venus } from './planet-in-house-personal.js';
import { chiron, lilith, trueNode } from './planet-in-house-points.js';
import { jupiter, neptune, pluto, saturn, uranus } from './planet-in-house-social.js';

export const planetInHouse: Record<HouseBody, InHouseTexts> = {
  sun, moon, mercury, venus, mars, jupiter, saturn, uranus, neptune, pluto, trueNode, chiron, lilith,
};
