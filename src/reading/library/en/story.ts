// The chart's story in English, assembled from its files: the frame sentences and the authored texts.
import type { AuthoredTable } from '../authored-types.js';
import type { StoryTexts } from '../story-types.js';
import { angular } from './story-angular.js';
import { blend, ruler } from './story-blend.js';
import { grandCross, grandTrine, kite, tSquareApex, yodApex } from './story-figures.js';
import { storyFrame } from './story-frame.js';
import { stelliumHouse, stelliumSign } from './story-gatherings.js';

export const story: StoryTexts = {
  blend, ruler, angular, stelliumHouse, stelliumSign, tSquareApex, yodApex, grandTrine, grandCross, kite, frame: storyFrame,
};

/** The story's authored tables, for the checks every authored text passes (not the frame, which has slots). */
export const storyTables: AuthoredTable[] = [
  { name: 'story.blend', texts: blend },
  { name: 'story.ruler', texts: ruler },
  ...Object.entries(angular).map(([planet, texts]) => ({ name: `story.angular.${planet}`, texts })),
  { name: 'story.stelliumHouse', texts: Object.fromEntries(Object.entries(stelliumHouse)) },
  { name: 'story.stelliumSign', texts: stelliumSign },
  { name: 'story.tSquareApex', texts: tSquareApex },
  { name: 'story.yodApex', texts: yodApex },
  { name: 'story.grandTrine', texts: grandTrine },
  { name: 'story.grandCross', texts: grandCross },
  { name: 'story.kite', texts: { kite } },
];
