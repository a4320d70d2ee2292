// Starts the service with real parts: the configured database, the worker loop, and graceful
// shutdown on SIGTERM/SIGINT (stop accepting, finish in-flight requests and the running job, close).
import pino from 'pino';
import { buildApp } from './app.js';
import { compose } from './compose.js';
import { requestLogSerializers } from './http/log-redaction.js';
import { systemClock } from './clock.js';
import { loadConfigOrExit } from './config.js';
import { openStore } from './store/database.js';
import { migrateToLatest } from './store/migrate.js';

async function main() {
  const config = loadConfigOrExit();
  const store = openStore(config.databaseUrl);
  await migrateToLatest(store);
  const logger = pino({ level: config.logLevel, serializers: requestLogSerializers });
  for (const warning of config.warnings) logger.warn(`configuration: ${warning}`);
  const redis = config.redisUrl ? (await import('./redis/client.js')).createRedisClient(config.redisUrl, logger) : null;
  const services = await compose({ config, store, clock: systemClock, logger, redis });
  // A silent pino logger still builds a child logger per request; no logger at all costs nothing.
  const app = await buildApp(services, config.logLevel === 'silent' ? {} : { logger });
  if (config.jobs.runInServer) services.worker.start();
  services.watch.start();
  await app.listen({ host: config.host, port: config.port });
  const simulated = [config.demoParts.payments ? 'simulated payments' : null, config.demoParts.chat ? 'demo bot chat' : null].filter(Boolean);
  logger.info(
    { url: config.publicBaseUrl, database: store.dialect, demo: config.demoParts },
    simulated.length ? `reading-service running in DEMO mode (${simulated.join(', ')})` : 'reading-service running',
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, 30_000);
    timer.unref();
    // Stop accepting; in-flight requests finish. Keep-alive connections that fall idle meanwhile are
    // closed as they do, or server.close() would wait out their keep-alive timeout.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    await app.close();
    clearInterval(sweep);
    await services.worker.stop(); // the running job finishes
    await services.watch.stop();
    // Alerts still queued for the operator chat get a few seconds, not the whole shutdown budget.
    await Promise.race([services.alerts.idle?.(), new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
    await services.renderer.close();
    await redis?.quit().catch(() => redis.disconnect()); // a Redis that is down cannot say goodbye
    await store.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
