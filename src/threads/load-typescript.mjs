// The entry of a pool thread when the service runs from its TypeScript sources (npm run dev, the
// tests): it registers tsx in this thread, which a worker thread does not inherit, then hands the
// task to the thread's real module. The compiled service loads the module's .js directly instead.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { default: run } = await import(workerData.entry);

export default run;
