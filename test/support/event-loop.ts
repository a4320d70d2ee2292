// Long loops in a test hand the event loop back now and then, so that vitest's worker can answer
// its parent (a worker silent for a minute ends the run with "Timeout calling onTaskUpdate").
import { setImmediate } from 'node:timers/promises';

export const yieldToEventLoop = (): Promise<void> => setImmediate();
