import type { FastifyInstance } from 'fastify';
import pino from 'pino';

/** How long a log line may wait in the buffer on a quiet server. */
const FLUSH_MS = 1_000;

/**
 * Standard output, written in chunks of 4 KB rather than a system call per line: every request
 * logs two lines, and at a chat's rate those writes alone cost about a tenth of the server's CPU.
 * Pino writes what is buffered when the process exits, whatever the reason; a power cut may lose
 * the last second.
 */
export const bufferedStdout = () => pino.destination({ dest: 1, sync: false, minLength: 4096 });

/**
 * Writes the buffered lines once the app listens (what starting said, the first administrator's
 * password among it, shows at once), at least every second after, and when the app closes.
 */
export function flushRegularly(app: FastifyInstance, stdout: ReturnType<typeof bufferedStdout>) {
  const flush = () => stdout.flush();
  const timer = setInterval(flush, FLUSH_MS);
  timer.unref();
  app.addHook('onListen', async () => flush());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    flush();
  });
}
