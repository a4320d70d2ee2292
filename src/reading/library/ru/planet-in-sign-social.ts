// ЗАГЛУШКА: английские тексты до тех пор, пока русские не написаны (заменяется целиком).
import { planetInSign as english } from '../en/planet-in-sign.js';

export const { jupiter, saturn, uranus, neptune, pluto } = english;
