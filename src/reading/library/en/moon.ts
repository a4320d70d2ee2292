// Month-ahead calendar: the mood of the days the Moon spends in each sign, and what each lunar phase favours.
import type { InterpretationLibrary } from './../types.js';

export const moonInSign: InterpretationLibrary['moonInSign'] = {
  aries: "Days with the Moon in Aries crackle with impulse and fresh starts, and feelings flare up and pass quickly. Begin something new, but count to ten before you snap.",
  taurus: "Exalted in Taurus, the Moon brings steadier, slower and more sensual days. Good food, a garden or unhurried work restore you, and big changes can wait.",
  gemini: "Curiosity and chatter fill the Gemini Moon days, with messages flying and attention skipping from one thing to the next. Talk things through, and keep a list.",
  cancer: "In Cancer, its own sign, the Moon turns the mood inward and protective. These are days for family, cooking and memories, and for looking after whoever needs it, yourself included.",
  leo: "When the Moon moves through Leo, hearts want warmth, play and a little applause. Generosity comes easily, and so does hurt pride if nobody notices your effort.",
  virgo: "Virgo Moon days favour tidying, sorting and getting small things right. The mood is practical and helpful, though worry and self-criticism can creep in at the edges.",
  libra: "Under a Libra Moon the mood turns sociable and gracious, longing for harmony and good company. Decisions may wobble while you weigh everyone's point of view.",
  scorpio: "The Moon is in its fall in Scorpio, and feelings run deep, private and intense. Such days reward honesty and focus, and tend to expose whatever has been left unsaid.",
  sagittarius: "A Sagittarius Moon lifts the spirits and stretches the horizon, colouring the days with humour, restlessness and a taste for adventure. Plans grow bigger while details go missing.",
  capricorn: "In Capricorn, the sign of its detriment, the Moon keeps feelings in check and puts duty first. These sober, steady days suit responsibilities, structure and long-term goals.",
  aquarius: "Aquarius Moon days feel cooler and more detached, bright with ideas, friendships and group plans. You may want a break from emotional demands and room to be simply yourself.",
  pisces: "The Moon in Pisces softens everything, and moods become dreamy, sympathetic and easily swayed. Rest, music, art and quiet kindness suit these days better than hard deadlines.",
};

export const moonPhases: InterpretationLibrary['moonPhases'] = {
  new_moon: "The dark of the Moon favours quiet beginnings: setting an intention, planting a seed, resting before the next cycle. Sow ideas now rather than forcing results.",
  waxing_crescent: "While the Moon is a growing crescent, momentum gathers behind what you have started. Take small, concrete steps and collect whatever your plan needs.",
  first_quarter: "Half-lit and growing, the first quarter Moon brings a test of action as obstacles probe your intentions. Decide, commit and push through the first resistance.",
  waxing_gibbous: "More than half lit and still growing, the gibbous Moon favours refining and adjusting: polish the work, fix what is not quite right, and trust the process a little longer.",
  full_moon: "At the full Moon, whatever has been building comes to light and emotions run high. It favours completion and celebration, and seeing a situation, or a relationship, clearly.",
  waning_gibbous: "Past its peak yet still more than half lit, the waning gibbous Moon favours sharing what you have learned: giving thanks, teaching, and passing on the harvest.",
  last_quarter: "The last quarter is a turning point for letting go. Review, reassess, and clear away habits or commitments you have outgrown.",
  waning_crescent: "While the crescent wanes toward the next new Moon, rest and reflection are favoured. Finish what is nearly done, forgive what you can, and recharge quietly.",
};
