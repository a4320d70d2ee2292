// Аспекты всех десяти планет к Асценденту и Середине неба, собранные в одну таблицу из файлов
// личных планет и планет от Юпитера до Плутона.
import type { AngleAspectTexts } from '../authored-types.js';
import { outerAngleAspects } from './angle-aspects-outer.js';
import { personalAngleAspects } from './angle-aspects-personal.js';

export const angleAspects: AngleAspectTexts = { ...personalAngleAspects, ...outerAngleAspects };
