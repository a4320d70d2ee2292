// ЗАГЛУШКА: английские тексты до тех пор, пока русские не написаны (заменяется целиком).
export { synastryFrame } from '../en/synastry-frame.js';
