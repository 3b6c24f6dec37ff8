/**
 * Runs the server on an existing dist/ without building: the entry of the compiled server
 * (build/server-bundle.ts writes it to dist/_server/serve.mjs; `npm start` and deployments run
 * that) and of tests that start it as a separate process. Paths in its settings (DIST_DIR,
 * DATA_DIR) are relative to the folder it is started in.
 */
import { ConfigError } from './config.ts';
import { startServer, type RunningServer } from './main.ts';

let running: RunningServer;
try {
  running = await startServer(process.cwd());
} catch (err) {
  // A setting, dist/ or the database is wrong: one sentence for the operator, not a stack trace.
  const message = err instanceof Error ? err.message : String(err);
  process.stderr.write(`${err instanceof ConfigError ? '' : 'The server could not start: '}${message}\n`);
  process.exit(1);
}
process.stdout.write(`listening on ${running.url}\n`);
const stop = () => void running.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
