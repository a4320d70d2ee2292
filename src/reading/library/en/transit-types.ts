// The type of a transit, for the forecast and the month ahead, filled with the transiting planet and the
// natal point in its sign (and house), so a square never reads as an opposition and a sextile never as a
// trine. A slow transit's opening only names the contact and what it touches; what the type does there is
// its own text in transits-<planet>.ts, which follows it.
import type { InterpretationLibrary } from '../types.js';

export const transitTypes: InterpretationLibrary['transitTypes'] = {
  slow: {
    conjunction: '{transiting} crosses your {natal}, working directly on your {drive}.',
    opposition: '{transiting} stands opposite your {natal}, face to face with your {drive}.',
    square: '{transiting} squares your {natal}, at a hard angle to your {drive}.',
    trine: '{transiting} trines your {natal}, in easy accord with your {drive}.',
    sextile: '{transiting} forms a sextile to your {natal}, a friendly angle to your {drive}.',
    quincunx: '{transiting} forms a quincunx to your {natal}, an awkward angle to your {drive}.',
  },
  node: {
    conjunction: '{planet} crossing your North Node marks a turning point in the direction your life is taking.',
    opposition: '{planet} stands on your South Node, opposite the North Node, and brings old patterns back for review, so you can choose which ones to keep.',
    square: '{planet} squares the axis of your nodes, asking you to choose growth over familiar habits.',
    trine: '{planet} forms a trine to your North Node, bringing openings that match the direction you are growing in.',
    sextile: '{planet} forms a sextile to your North Node, a quieter chance to move in the direction you are growing in if you reach for it.',
    quincunx: '{planet} sits awkwardly with your North Node, a period of small adjustments to your direction.',
  },
  flavour: {
    sun: 'attention and vitality',
    moon: 'moods and feelings',
    mercury: 'talk, messages and plans',
    venus: 'affection and pleasure',
    mars: 'energy and impatience',
  },
  day: {
    conjunction: 'The day\'s {flavour} fall straight on your {natal}, which puts your {drive} at the centre of things and makes them easy to use.',
    opposition: 'The day\'s {flavour} come at your {natal} from the other side, often through someone else, so give a little ground rather than digging in over your {drive}.',
    square: 'The day\'s {flavour} rub against your {natal}; friction around your {drive} is likely, and useful if you let it push you into action.',
    trine: 'The day\'s {flavour} flow easily into your {natal}, a good moment for whatever depends on your {drive}.',
    sextile: 'The day\'s {flavour} give your {natal} a small opening, which pays only if you act on your {drive}.',
    quincunx: 'The day\'s {flavour} and your {natal} do not fit well, so small adjustments to your {drive} serve better than big moves.',
  },
  moonDay: {
    conjunction: 'The Moon in {sign} passes over your {natal}, and for a few hours everything you feel is coloured by your {drive}.',
    opposition: 'The Moon in {sign} stands opposite your {natal}, so feelings about your {drive} tend to surface through someone else\'s mood.',
    square: 'The Moon in {sign} squares your {natal}, and a passing mood may chafe against your {drive}; let it pass before you act on it.',
    trine: 'The Moon in {sign} trines your {natal}, a few easy hours in which your {drive} and your feelings agree.',
    sextile: 'The Moon in {sign} forms a sextile to your {natal}, a light, helpful mood for small steps that serve your {drive}.',
    quincunx: 'The Moon in {sign} forms a quincunx to your {natal}, a slightly out-of-tune mood that asks for patience with your {drive}.',
  },
  dayAgain: '{planet} returns to the exact {type} with your {natal}, as on {date}: the same theme comes round again.',
  moonAgain: 'The Moon in {sign} comes back to the {type} with your {natal} that it made on {date}, and the mood of that day returns for a few hours.',
  lunationLead: 'Moon in {sign}, {phase} at {time}, {percent}% lit',
  natalPoint: '{natal} in {sign}',
  natalPointHouse: '{natal} in {sign} in {house}',
};
