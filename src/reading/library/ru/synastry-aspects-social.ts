// ЗАГЛУШКА: английские тексты до тех пор, пока русские не написаны (заменяется целиком).
export { midheavenAspects, outerAspects, socialAspects, touched } from '../en/synastry-aspects-social.js';
