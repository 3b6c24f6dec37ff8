/**
 * Runs the server on an existing dist/ without building: the entry for deployments
 * (`node --import tsx src/server/serve.ts`) and for tests that start it as a separate process.
 */
import { resolve } from 'node:path';
import { ConfigError } from './config.ts';
import { startServer, type RunningServer } from './main.ts';

let running: RunningServer;
try {
  running = await startServer(resolve(import.meta.dirname, '..', '..'));
} catch (err) {
  // A setting or the database is wrong: one sentence for the operator, not a stack trace.
  const message = err instanceof Error ? err.message : String(err);
  process.stderr.write(`${err instanceof ConfigError ? '' : 'The server could not start: '}${message}\n`);
  process.exit(1);
}
process.stdout.write(`listening on ${running.url}\n`);
const stop = () => void running.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
