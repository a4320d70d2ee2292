// Рассказ о карте по-русски, собранный из своих файлов: предложения с фактами карты и авторские тексты.
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
