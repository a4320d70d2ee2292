// Every planet's aspects to the Ascendant and the Midheaven, assembled from the personal planets' file
// and the social and outer planets' file so that each stays a readable length.
import type { AngleAspectTexts } from '../authored-types.js';
import { outerAngleAspects } from './angle-aspects-outer.js';
import { personalAngleAspects } from './angle-aspects-personal.js';

export const angleAspects: AngleAspectTexts = { ...personalAngleAspects, ...outerAngleAspects };
