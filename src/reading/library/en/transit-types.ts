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
    trine: 'The Moon in {sign} trines your {natal}, a few easy hours in which the mood of the moment agrees with your {drive}.',
    sextile: 'The Moon in {sign} forms a sextile to your {natal}, a light, helpful mood for small steps that serve your {drive}.',
    quincunx: 'The Moon in {sign} forms a quincunx to your {natal}, a slightly out-of-tune mood that asks for patience with your {drive}.',
  },
  // The same aspect of the Moon in other words, so a day with several Moon contacts of one type, and a
  // month of them, does not read one frame over and over (see moonDayMore in types.ts).
  moonDayMore: {
    second: {
      conjunction: 'The Moon in {sign} joins your {natal}, and for a few hours your {drive} sits close to the surface, easily stirred and hard to hide.',
      opposition: 'The Moon in {sign} is in opposition to your {natal}, and your feelings pull one way while the claims of your {drive} pull the other; hearing the other side out settles it most easily.',
      square: 'The Moon in {sign} is square your {natal}: a few touchy hours for your {drive}, when a small annoyance feels bigger than it is.',
      trine: 'The Moon in {sign} is in a trine to your {natal}, and the mood of the day quietly supports your {drive}.',
      sextile: 'The Moon in {sign} is sextile your {natal}, a gentle nudge that makes it easier to give your {drive} a little room today.',
      quincunx: 'The Moon in {sign} is quincunx your {natal}, and the day\'s mood sits at an odd angle to your {drive}; small adjustments, not big gestures, set it right.',
    },
    third: {
      conjunction: 'While the Moon in {sign} is conjunct your {natal}, you hear the needs of your {drive} more plainly than usual, and it is worth listening.',
      opposition: 'While the Moon in {sign} opposes your {natal}, the people around you may mirror your {drive} back to you, and a little distance helps you see yourself clearly.',
      square: 'While the Moon in {sign} squares your {natal}, the day\'s mood may cut across your {drive}; put the feeling into words rather than acting it out.',
      trine: 'While the Moon in {sign} trines your {natal}, feelings run smoothly: a good moment to lean on your {drive} without forcing anything.',
      sextile: 'While the Moon in {sign} makes a sextile to your {natal}, a friendly mood favours a short talk or a small gesture that shows your {drive}.',
      quincunx: 'While the Moon in {sign} forms a quincunx to your {natal}, your {drive} may feel slightly out of step with the day, so go easy on yourself.',
    },
    fourth: {
      conjunction: 'The Moon in {sign} is in conjunction with your {natal}, a brief, sensitive spell in which feelings about your {drive} speak louder than reason.',
      opposition: 'The Moon in {sign} and your {natal} stand in opposition, facing each other across the zodiac, and your mood splits around your {drive} until you find the middle ground.',
      square: 'For a few hours the Moon in {sign} squares your {natal}, and inner friction gathers around your {drive}; it fades as the Moon moves on, so leave big decisions for later.',
      trine: 'For a few hours the Moon in {sign} makes a trine to your {natal}: whatever concerns your {drive} comes easily, and people answer you warmly.',
      sextile: 'In these hours the Moon in {sign} sextiles your {natal}, and a kind word or a small piece of luck can lift your {drive}.',
      quincunx: 'The Moon in {sign}, quincunx your {natal}, brings a mood that does not quite suit your {drive}, and adapting works better than pushing.',
    },
  },
  dayAgain: '{planet} returns to the exact {type} with your {natal}, as on {date}: the same theme comes round again.',
  moonAgain: 'The Moon in {sign} comes back to the {type} with your {natal} that it made on {date}, and the mood of that day returns for a few hours.',
  moonAgainMore: {
    second: 'As on {date}, the Moon in {sign} makes the same {type} with your {natal}: a familiar feeling comes round again, and you may see it more clearly this time.',
    third: 'The Moon in {sign} repeats the {type} with your {natal} from {date}, so whatever stirred you then may stir again, more briefly.',
  },
  lunationLead: 'Moon in {sign}, {phase} at {time}, {percent}% lit',
  natalPoint: '{natal} in {sign}',
  natalPointHouse: '{natal} in {sign} in {house}',
};
