import { loadConfig } from '../config.js';

/** The operator tools' frame: one argument, plain messages on stderr, a non-zero exit on failure. */
export function runTool(usage: string, tool: (arg: string, config: ReturnType<typeof loadConfig>) => Promise<string>) {
  const arg = process.argv[2];
  if (!arg || process.argv.length > 3) {
    console.error(`Pemakaian: ${usage}`);
    process.exit(2);
  }
  tool(arg, loadConfig()).then(
    (done) => {
      console.log(done);
      process.exit(0);
    },
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
