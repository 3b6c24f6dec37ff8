/**
 * Runs the server on an existing dist/ without building: the entry for deployments
 * (`node --import tsx src/server/serve.ts`) and for tests that start it as a separate process.
 */
import { resolve } from 'node:path';
import { startServer } from './main.ts';

const running = await startServer(resolve(import.meta.dirname, '..', '..'));
process.stdout.write(`listening on ${running.url}\n`);
const stop = () => void running.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
