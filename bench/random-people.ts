// Twenty (or n) people drawn at random, with a fixed seed so every run reads the same sample:
// births 1950-2008 on any day, at any minute (one in six with the time unknown), in cities of every
// continent. For the boilerplate figures: sentences that twenty strangers share are boilerplate.
import { CITIES } from './buyers.js';

/** mulberry32: a small, well-mixed 32-bit generator; the seed fixes the sample. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = ['Maria', 'James', 'Olga', 'Wei', 'Aisha', 'Lucas', 'Sofia', 'Dmitri', 'Yuki', 'Amara', 'Liam', 'Elena', 'Omar', 'Chloe', 'Ivan', 'Priya', 'Noah', 'Zara', 'Mateo', 'Hana'];
const LAST = ['Petrova', 'Smith', 'Okafor', 'Tanaka', 'García', 'Müller', 'Kowalski', 'Haddad', 'Rossi', 'Nguyen', 'Ivanov', 'Silva', 'Khan', 'Dubois', 'Larsen', 'Cohen', 'Mensah', 'Kim', 'Novak', 'Reyes'];

export interface RandomPerson {
  name: string;
  meta: { day: string; month: string; year: string; time?: string; city: string };
}

export function randomPeople(count = 20, seed = 20261124): RandomPerson[] {
  const random = generator(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
  return Array.from({ length: count }, () => {
    const year = 1950 + Math.floor(random() * 59);
    const month = 1 + Math.floor(random() * 12);
    const day = 1 + Math.floor(random() * 28);
    const minutes = Math.floor(random() * 1440);
    const timeKnown = random() >= 1 / 6;
    return {
      name: `${pick(FIRST)} ${pick(LAST)}`,
      meta: {
        day: String(day), month: String(month), year: String(year), city: pick(CITIES),
        ...(timeKnown ? { time: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}` } : {}),
      },
    };
  });
}
