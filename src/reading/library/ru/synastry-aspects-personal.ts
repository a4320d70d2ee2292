// ЗАГЛУШКА: английские тексты до тех пор, пока русские не написаны (заменяется целиком).
export { personalAspects } from '../en/synastry-aspects-personal.js';
