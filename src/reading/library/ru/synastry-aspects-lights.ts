// ЗАГЛУШКА: английские тексты до тех пор, пока русские не написаны (заменяется целиком).
export { lightsAspects } from '../en/synastry-aspects-lights.js';
