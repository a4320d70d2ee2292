// `npm run worker`: the job worker alone, for deployments that run web and workers apart.
import pino from 'pino';
import { systemClock } from './clock.js';
import { loadConfigOrExit } from './config.js';
import { compose } from './compose.js';
import { serveMetrics } from './http/metrics-server.js';
import { openStore } from './store/database.js';
import { migrateToLatest } from './store/migrate.js';

async function main() {
  const config = loadConfigOrExit();
  const logger = pino({ level: config.logLevel });
  for (const warning of config.warnings) logger.warn(`configuration: ${warning}`);
  const store = openStore(config.databaseUrl);
  await migrateToLatest(store);
  // Redis, when configured, keeps Telegram's pace that every worker process shares.
  const redis = config.redisUrl ? (await import('./redis/client.js')).createRedisClient(config.redisUrl, logger) : null;
  const services = await compose({ config, store, clock: systemClock, logger, redis });
  services.worker.start();
  // Its readings and deliveries are timed here, not in the web process: a port of its own shows them.
  const port = config.workerMetricsPort;
  const metricsServer = port ? await serveMetrics(services.metrics, { host: config.host, port, token: config.metricsToken, baseUrl: config.publicBaseUrl, timeouts: config.http }) : null;
  logger.info({ worker: services.worker.id, database: store.dialect, concurrency: config.jobs.concurrency, ...(port ? { metricsPort: port } : {}) }, 'worker running');
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    // As the web process: a job that will not finish within 30 s is left to its lease (another
    // worker runs it again) rather than holding the shutdown up.
    setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, 30_000).unref();
    metricsServer?.close();
    await services.worker.stop();
    // Alerts still queued for the operator chat (a job that just gave up) get a few seconds.
    await Promise.race([services.alerts.idle?.(), new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
    await services.renderer.close();
    await redis?.quit().catch(() => redis.disconnect());
    await store.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
