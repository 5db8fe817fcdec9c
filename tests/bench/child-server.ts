// A booking server in its own process, for benchmarks whose client must not share the server's
// event loop: `startChildServer(file, args)` spawns `file` with `args`; the child prints one JSON
// line with at least `{url}` on stdout once it listens, and exits on SIGTERM.
import { type ChildProcess, spawn } from 'node:child_process';

export interface ChildServer<T> {
  info: T & { url: string };
  stop(): Promise<void>;
}

export async function startChildServer<T extends object>(
  file: string,
  args: string[],
  nodeArgs: string[] = [],
): Promise<ChildServer<T>> {
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', file, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  });
  const info = await new Promise<T & { url: string }>((resolve, reject) => {
    let buffer = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line));
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return {
    info,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
