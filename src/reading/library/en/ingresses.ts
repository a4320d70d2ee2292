// Sign changes of the slow planets, eclipses and planetary returns in the 12-month forecast.
// Generic to any sign: the composer names the sign and date around these texts.
import type { InterpretationLibrary } from '../types.js';

export const ingresses: InterpretationLibrary['ingresses'] = {
  jupiter: "Jupiter moves into a new sign about once a year, and the collective mood of optimism shifts with it: what people want more of, where enthusiasm and money tend to flow, which beliefs become fashionable. In your own life, the matters of the sign it now enters become the place where growth, generosity and good fortune are easiest to find. Be open there, and be wary of overdoing it.",
  saturn: "Every two and a half years or so Saturn changes sign, and society's sense of what must be taken seriously changes too: new rules, new austerities, new tests of what lasts. Personally, one chapter of hard lessons closes and another area of your life asks for structure, patience and commitment, rewarding those who give them.",
  uranus: "Uranus spends about seven years in each sign, so its ingress marks a shift in where the world expects upheaval and invention, in the matters of the sign it enters. For you, a different part of life becomes the place where surprises arrive and old arrangements stop working. Stay curious there; the disruptions tend to point toward a freer way of living.",
  neptune: "When Neptune changes sign, roughly every fourteen years, collective dreams change their shape: the arts, spirituality, fashions of compassion and the illusions a society falls for all take a new direction. For you, a new area of life becomes softer, more inspired and harder to see clearly. Let imagination work there, while keeping plain facts and firm agreements close at hand.",
  pluto: "Pluto stays in a sign for twelve to thirty years, and its ingress signals a deep change in where power, wealth and collective fear are concentrated; whole institutions can be transformed before it moves on. Personally, the change is slow and subterranean: a different area of life begins a long process of breakdown and renewal. Go there willingly, and let go of what has already lost its life.",
};

export const eclipses: InterpretationLibrary['eclipses'] = {
  solar: "A solar eclipse is a new moon with extra force: the Moon passes in front of the Sun, and astrologers have long read it as a door onto a new chapter. Its influence tends to unfold over the following months rather than on the day itself. Where it falls in your chart, begin things consciously, and leave behind what the old chapter cannot carry forward.",
  lunar: "A lunar eclipse is a full moon passing through the Earth's shadow, traditionally a moment of culmination and release. Feelings rise to the surface, situations come to a head, and something that has run its course may end or be revealed for what it is. Rather than reacting in the heat of the moment, notice what has become clear and act on it calmly in the weeks that follow.",
};

export const returns: InterpretationLibrary['returns'] = {
  jupiter: "About every twelve years, near the ages of 12, 24, 36, 48, 60, 72 and 84, Jupiter comes back to the place it held when you were born. One cycle of growth ends and the next begins. Look back over the last twelve years—what you learned, where you expanded, which hopes carried you—then choose deliberately what the coming cycle should grow. Opportunity tends to find those who know what they are looking for, and seeds planted now have a long season ahead of them.",
  saturn: "Near the ages of 29, 58 and 87, Saturn returns to its birth position, the best-known rite of passage in astrology. It asks for an honest accounting: which structures, commitments and ambitions are truly yours, and which were borrowed from family, expectation or circumstance. The process can feel demanding, even lonely, while it lasts. Yet what you build or choose now, from sober self-knowledge, tends to hold for decades, so take your time and choose for the long run.",
};
