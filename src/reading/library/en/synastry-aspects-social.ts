// Synastry aspects among Jupiter, Saturn and the Ascendant, and outer planets on personal points:
// one text per aspect type. {x} owns the first point of the key, {y} the second.
import type { SynastryAspectType } from '../../../astro/chart/synastry.js';
import type { OuterPlanet, PersonalPoint } from '../synastry-types.js';

export const socialAspects: Record<string, Record<SynastryAspectType, string>> = {
  'jupiter-jupiter': {
    conjunction: '{x} and {y} have Jupiter together: they share beliefs, hopes and a sense of what is worth striving for.',
    sextile: '{x}’s Jupiter and {y}’s make a friendly link: their outlooks are different enough to be interesting and close enough to agree.',
    square: '{x}’s Jupiter squares {y}’s: their beliefs and ways of seeking growth differ, and each has to respect the other’s philosophy.',
    trine: '{x}’s Jupiter trines {y}’s: {x} and {y} share an optimism that carries them through difficult times.',
    opposition: '{x}’s Jupiter faces {y}’s: {x} and {y} hold opposite views on how to live well, and each broadens the other by it.',
  },
  'jupiter-saturn': {
    conjunction: '{y}’s Saturn sits on {x}’s Jupiter: {y} tempers {x}’s optimism with realism, a steadying and sometimes dampening influence.',
    sextile: '{y}’s Saturn makes a steady link to {x}’s Jupiter: {x}’s hopes and {y}’s prudence combine well in shared plans.',
    square: '{y}’s Saturn squares {x}’s Jupiter: {x} wants to expand where {y} wants to consolidate, and money decisions between them need care.',
    trine: '{y}’s Saturn trines {x}’s Jupiter: {x} and {y} balance growth and caution, a sound basis for building something together.',
    opposition: '{y}’s Saturn faces {x}’s Jupiter: {x} pulls toward risk and {y} toward security, and they must agree how much of each.',
  },
  'jupiter-ascendant': {
    conjunction: '{x}’s Jupiter falls on {y}’s Ascendant: {x} makes {y} feel bigger, luckier and more welcome in the world.',
    sextile: '{x}’s Jupiter makes a friendly link to {y}’s Ascendant: {x} supports {y}’s plans with good humour.',
    square: '{x}’s Jupiter squares {y}’s Ascendant: {x}’s advice to {y} is generous and can feel like pressure.',
    trine: '{x}’s Jupiter trines {y}’s Ascendant: {x} brings {y} confidence and opportunities.',
    opposition: '{x}’s Jupiter sits on {y}’s Descendant: {x} is a generous partner for {y}, and their partnership tends to prosper.',
  },
  'saturn-saturn': {
    conjunction: '{x} and {y} have Saturn together: they share the same fears and the same sense of duty, and understand each other’s caution.',
    sextile: '{x}’s Saturn and {y}’s make a steady link: {x} and {y} respect each other’s responsibilities and work well over the long term.',
    square: '{x}’s Saturn squares {y}’s: their anxieties and rules differ, and each can feel restricted by the other’s priorities.',
    trine: '{x}’s Saturn trines {y}’s: {x} and {y} share a practical outlook and build patiently together.',
    opposition: '{x}’s Saturn faces {y}’s: {x} and {y} see duty from opposite ends, and each has to accept the other’s idea of what must be done.',
  },
  'saturn-ascendant': {
    conjunction: '{x}’s Saturn falls on {y}’s Ascendant: {x} can seem stern to {y}, and gives {y} structure and a sense of being held to account.',
    sextile: '{x}’s Saturn makes a steady link to {y}’s Ascendant: {x} is a dependable presence in {y}’s life.',
    square: '{x}’s Saturn squares {y}’s Ascendant: {y} can feel judged by {x} and hold back their spontaneity.',
    trine: '{x}’s Saturn trines {y}’s Ascendant: {x} gives {y} calm support and a sense of stability.',
    opposition: '{x}’s Saturn sits on {y}’s Descendant, a traditional signature of a committed, serious partnership, with {x} carrying the weight of the commitment.',
  },
  'ascendant-ascendant': {
    conjunction: '{x} and {y} have the same rising degree: they meet the world alike, and others often see them as a matched pair.',
    sextile: '{x}’s Ascendant and {y}’s make an easy link: their manners and outlooks fit well.',
    square: '{x}’s Ascendant squares {y}’s: they approach people and situations differently, and need patience with each other’s style.',
    trine: '{x}’s Ascendant trines {y}’s: {x} and {y} are at ease together from the first meeting.',
    opposition: '{x}’s Ascendant faces {y}’s: each rises where the other sets, so {x} and {y} see in each other the partner their chart expects.',
  },
};

/** An outer planet on the other's personal point: shorter texts, since these contacts are shared by many. */
export const outerAspects: Record<OuterPlanet, Record<SynastryAspectType, string>> = {
  uranus: {
    conjunction: '{x}’s Uranus sits on {point}: {x} electrifies {y}, bringing excitement, surprise and a need for freedom that can unsettle.',
    sextile: '{x}’s Uranus makes a lively link to {point}: {x} brings fresh ideas and helps {y} change in welcome ways.',
    square: '{x}’s Uranus squares {point}: {x} disrupts {y}’s habits, and {y} finds {x} unpredictable.',
    trine: '{x}’s Uranus trines {point}: {x} awakens {y} to new possibilities without upheaval.',
    opposition: '{x}’s Uranus faces {point}: {x} pulls {y} toward change, and the pull can feel like instability.',
  },
  neptune: {
    conjunction: '{x}’s Neptune sits on {point}: {x} inspires {y} and can also idealise {y} beyond what any person can live up to.',
    sextile: '{x}’s Neptune makes a gentle link to {point}: {x} brings imagination and compassion to {y}’s life.',
    square: '{x}’s Neptune squares {point}: misunderstandings and hopes unspoken between them need plain words from {x} and {y}.',
    trine: '{x}’s Neptune trines {point}: {x} and {y} share a tender, almost spiritual understanding.',
    opposition: '{x}’s Neptune faces {point}: {y} can be enchanted by {x} and later confused, so clear agreements protect both.',
  },
  pluto: {
    conjunction: '{x}’s Pluto sits on {point}: {x} has a deep, transforming effect on {y}, and power between them must be shared.',
    sextile: '{x}’s Pluto makes a steady link to {point}: {x} helps {y} grow stronger and more resilient.',
    square: '{x}’s Pluto squares {point}: struggles for control can arise, with {x} pressing on what {y} holds dear.',
    trine: '{x}’s Pluto trines {point}: {x} deepens {y}’s life and brings a quiet intensity to the bond.',
    opposition: '{x}’s Pluto faces {point}: the attraction is intense, and {x} and {y} must meet as equals for it to heal rather than consume.',
  },
};

/** What the outer planet touches, said of its owner. */
export const touched: Record<PersonalPoint, string> = {
  sun: '{y}’s Sun, the core of who {y} is',
  moon: '{y}’s Moon, where {y} needs to feel safe',
  mercury: '{y}’s Mercury, the way {y} thinks and talks',
  venus: '{y}’s Venus, what {y} loves and values',
  mars: '{y}’s Mars, how {y} acts and desires',
  ascendant: '{y}’s Ascendant, the face {y} shows the world',
};

/** A planet on the other's Midheaven: {gift} is what the planet brings (the synthesis's gift). */
export const midheavenAspects: Record<'conjunction' | 'opposition', string> = {
  conjunction: '{x}’s {planet} sits on {y}’s Midheaven: {x} brings {gift} to {y}’s career and public life, and becomes part of how others see the path {y} takes.',
  opposition: '{x}’s {planet} sits at the foot of {y}’s chart, opposite the Midheaven: {x} brings {gift} to {y}’s home and roots more than to {y}’s public life.',
};
