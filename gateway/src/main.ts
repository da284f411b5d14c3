import { createGateway } from './app.js';
import { configFromEnv } from './config.js';
import { logger } from './logger.js';

const port = Number(process.env.PORT ?? 4000);
// All interfaces by default (containers); HOST=127.0.0.1 keeps it local.
const host = process.env.HOST || '0.0.0.0';

const gateway = await createGateway(configFromEnv());
const address = await gateway.listen(port, host);
logger.info({ url: `http://${address.address}:${address.port}`, controlPlane: gateway.config.controlPlaneUrl, web: gateway.config.webDist }, 'gateway listening');

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'gateway closing');
  try {
    await gateway.close();
    process.exit(0);
  } catch (error) {
    logger.error({ err: error }, 'gateway close failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
