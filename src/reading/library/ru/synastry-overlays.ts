// ЗАГЛУШКА: английские тексты до тех пор, пока русские не написаны (заменяется целиком).
export { compositeSun, dominantPair, guest, lacking, modality, overlays } from '../en/synastry-overlays.js';
