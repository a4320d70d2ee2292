// Совместимость (синастрия) по-русски, собранная из своих таблиц.
import type { SynastryLibrary } from '../synastry-types.js';
import { russianCallName, russianPersonName } from './person-names.js';
import { lightsAspects } from './synastry-aspects-lights.js';
import { personalAspects } from './synastry-aspects-personal.js';
import { midheavenAgain, midheavenAspects, outerAgain, outerAspects, socialAspects, touched } from './synastry-aspects-social.js';
import { aspectCounts, guestPlanets, moonArcOneSign, synastryFrame } from './synastry-frame.js';
import { compositeSun, dominantPair, guest, lacking, modality, overlays } from './synastry-overlays.js';

export const synastry: SynastryLibrary = {
  aspects: { ...lightsAspects, ...personalAspects, ...socialAspects },
  outer: outerAspects,
  outerAgain,
  touched,
  midheaven: midheavenAspects,
  midheavenAgain,
  guest,
  overlays,
  balance: { dominantPair, lacking, modality },
  compositeSun,
  frame: synastryFrame,
  personName: russianPersonName,
  callName: russianCallName,
  aspectCounts,
  guestPlanets,
  moonArcOneSign,
  // Что приносит каждая планета гостя — разные подлежащие с разными сказуемыми: по-русски последнее
  // такое предложение в перечне присоединяется через «а» («Солнце освещает…, а Юпитер сулит…»).
  clauseAnd: ', а ',
};
