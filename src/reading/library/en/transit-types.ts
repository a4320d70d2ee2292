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
  dayAgain: '{planet} is back at the exact {type} with your {natal}, as on {date}: the same theme comes round again.',
  moonAgain: 'The Moon in {sign} meets your {natal} again, as on {date}, and the mood of that day returns for a few hours.',
  natalPoint: '{natal} in {sign}',
  natalPointHouse: '{natal} in {sign} in {house}',
};
