// What each aspect type means, read before the individual aspects of a chart.
import type { InterpretationLibrary } from '../types.js';

export const aspectTypes: InterpretationLibrary['aspectTypes'] = {
  conjunction:
    "A conjunction joins two planets at the same point of the zodiac, so their drives fuse into a single impulse. You rarely feel one without the other, which gives this contact great concentration and force. Because the blend is so close, it can be hard to see from the inside; others often notice it in you before you name it yourself.",
  opposition:
    "An opposition sets two planets half a circle apart, facing each other across the chart like the two ends of a seesaw. It brings awareness through contrast: you swing between two needs, or meet one of them in the people around you. The work is balance rather than choosing sides, and relationships are usually where that balance is learned.",
  trine:
    "A trine links planets a third of the circle apart, in signs of the same element, and it is the most easygoing of the aspects. What the two planets stand for cooperates without effort, giving you a natural talent that feels like second nature. The one risk is coasting: gifts that never meet resistance can stay half used unless you choose to develop them.",
  square:
    "A square places planets a quarter circle apart, in signs that share a rhythm but not an element, and the result is friction. Two parts of you want different things at the same moment, and the pressure builds until you act. Uncomfortable as it can be, this is the aspect of drive and achievement: much of what you build comes from working it through.",
  sextile:
    "A sextile joins planets sixty degrees apart, in signs of compatible elements, and it works like an open door. The two planets get along and support each other, yet the benefit arrives mainly when you take the first step. Think of it as an opportunity rather than a guarantee: friendly, useful and quietly productive once you put it to work.",
  quincunx:
    "A quincunx, also called an inconjunct, connects planets five signs apart that share neither element nor rhythm. They do not understand each other easily, so you keep making small adjustments between them, like tuning an instrument that drifts. It rarely explodes into crisis; instead it asks for patient recalibration, good routines and a sense of humor about the awkward fit.",
};
