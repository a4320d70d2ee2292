// House overlays (one person's planets in the other's houses), the pair's element and modality
// balance, and the composite Sun: texts that name both people.
import type { Element, Modality, PlanetId } from '../../../astro/types.js';
import type { HouseNumber } from '../types.js';

/** What a planet brings as a guest in the other's house: {guest} owns it. */
export const guest: Record<PlanetId, string> = {
  sun: '{guest}’s Sun shines a light there',
  moon: '{guest}’s Moon brings feeling and familiarity',
  mercury: '{guest}’s Mercury brings talk and ideas',
  venus: '{guest}’s Venus brings affection and pleasure',
  mars: '{guest}’s Mars brings drive, heat and sometimes conflict',
  jupiter: '{guest}’s Jupiter brings growth and generosity',
  saturn: '{guest}’s Saturn brings duty, limits and lasting structure',
  uranus: '{guest}’s Uranus brings surprise and change',
  neptune: '{guest}’s Neptune brings dreams and blurred lines',
  pluto: '{guest}’s Pluto brings depth and transformation',
};

/** The host's house as the guest's planets ({planets}) enter it. */
export const overlays: Record<HouseNumber, string> = {
  1: 'With {planets} in {host}’s first house, {guest} is felt in {host}’s very sense of self: {host} becomes more aware of how they come across when {guest} is near.',
  2: 'With {planets} in {host}’s second house, {guest} touches {host}’s money, possessions and self-worth, and the two of them will have views on how to spend and what to keep.',
  3: 'With {planets} in {host}’s third house, {guest} becomes part of {host}’s daily talk, errands and neighbourhood: {host} finds {guest} a natural companion for ordinary days.',
  4: 'With {planets} in {host}’s fourth house, {guest} enters {host}’s home and family life: {host} feels {guest} belongs under the same roof, for better and for the harder days.',
  5: 'With {planets} in {host}’s fifth house, {guest} brings romance, play and creativity into {host}’s life, and {host} has more fun with {guest} than with most.',
  6: 'With {planets} in {host}’s sixth house, {guest} shows up in {host}’s routines, work and health: they share chores well, and {guest} notices how {host} looks after themselves.',
  7: 'With {planets} in {host}’s seventh house, the house of partnership, {host} experiences {guest} as a partner in the full sense: someone to face life with, and to negotiate with.',
  8: 'With {planets} in {host}’s eighth house, {guest} reaches the intimate and shared: trust, sex and joint resources, where {host} feels {guest}’s presence intensely.',
  9: 'With {planets} in {host}’s ninth house, {guest} widens {host}’s horizons through travel, study and belief; {host} learns from {guest}.',
  10: 'With {planets} in {host}’s tenth house, {guest} influences {host}’s career and public standing, and {host} takes {guest}’s opinion of their ambitions seriously.',
  11: 'With {planets} in {host}’s eleventh house, {guest} is a friend as well as anything else to {host}, woven into {host}’s circle and hopes for the future.',
  12: 'With {planets} in {host}’s twelfth house, {guest} touches {host}’s private and hidden side: {host} feels {guest} knows a part of them few others see.',
};

/** Each person's strongest element, by pair (elements in alphabetical order: "earth-fire"); {fire}, {earth}, {air}, {water} name whose element it is. */
export const dominantPair: Record<string, string> = {
  'fire-fire': 'Both {a} and {b} are led by fire: enthusiasm, courage and impatience run through the pair. {a} and {b} inspire each other, and neither is much inclined to slow down.',
  'earth-earth': 'Both {a} and {b} are led by earth: practical, steady and loyal. {a} and {b} build well together and can let routine take the place of romance.',
  'air-air': 'Both {a} and {b} are led by air: talk, ideas and friends are the currency of their bond, and they can live in their heads more than in their feelings.',
  'water-water': 'Both {a} and {b} are led by water: feeling, intuition and care. {a} and {b} understand each other without words, and can sink together into a shared mood.',
  'earth-fire': '{fire} leads with fire and {earth} with earth: {fire} brings spark and vision, {earth} substance and patience. {fire} finds {earth} slow and {earth} finds {fire} rash, and between them plans actually happen.',
  'air-fire': '{fire} leads with fire and {air} with air: {air}’s ideas feed {fire}’s enthusiasm, and {fire} carries them into the world. {air} and {fire} make a lively, sociable pair that needs someone to mind the ground.',
  'fire-water': '{fire} leads with fire and {water} with water: passion meets feeling. {fire} warms {water} and {water} softens {fire}, and each can hurt the other without meaning to.',
  'air-earth': '{earth} leads with earth and {air} with air: the practical meets the theoretical. {earth} tests {air}’s ideas against reality, and {air} frees {earth}’s thinking from habit.',
  'earth-water': '{earth} leads with earth and {water} with water, a nourishing mix: {earth} gives security, {water} gives feeling, and the relationship grows slowly and deeply.',
  'air-water': '{air} leads with air and {water} with water: thought meets feeling. {air} explains while {water} senses, and each has to learn the other’s language.',
};

/** An element the couple has little of between them. */
export const lacking: Record<Element, string> = {
  fire: 'Between them {a} and {b} have little fire: the pair can lack spontaneity and daring, and shared adventures have to be planned for.',
  earth: 'Between them {a} and {b} have little earth: practical matters, money and routines need deliberate attention, or they slide.',
  air: 'Between them {a} and {b} have little air: they may not talk through what they feel, and some distance and perspective help.',
  water: 'Between them {a} and {b} have little water: feelings may go unspoken, and tenderness has to be shown on purpose.',
};

export const modality: Record<Modality, string> = {
  cardinal: 'The pair’s weight is cardinal: {a} and {b} start things, and the question between them is who leads.',
  fixed: 'The pair’s weight is fixed: {a} and {b} are loyal and stubborn, and disagreements between them last.',
  mutable: 'The pair’s weight is mutable: {a} and {b} adapt to each other readily and need a fixed point to hold on to.',
};

/** The composite Sun's element: {sign} is its sign. */
export const compositeSun: Record<Element, string> = {
  fire: 'The midpoint of {a}’s and {b}’s Suns falls in {sign}, a fire sign: the relationship itself wants adventure, shared goals and something to be proud of.',
  earth: 'The midpoint of {a}’s and {b}’s Suns falls in {sign}, an earth sign: the relationship itself is about building, security and tangible results.',
  air: 'The midpoint of {a}’s and {b}’s Suns falls in {sign}, an air sign: the relationship itself lives on conversation, friendship and shared ideas.',
  water: 'The midpoint of {a}’s and {b}’s Suns falls in {sign}, a water sign: the relationship itself is about emotional closeness and mutual care.',
};
