// One image render process: renders what its parent asks, one job at a time, into the file named.
import { writeFile } from 'node:fs/promises';
import { type ImageTransform, render } from './images.ts';

interface Job {
  id: number;
  source: string;
  transform: ImageTransform;
  sourceFormat: string;
  out: string;
}

process.on('message', (job: Job) => {
  // The time limit runs from here: a process that is still starting is not the render's fault.
  process.send?.({ id: job.id, started: true });
  void (async () => {
    try {
      const { data } = await render(job.source, job.transform, job.sourceFormat);
      await writeFile(job.out, data);
      process.send?.({ id: job.id, ok: true, size: data.length });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      process.send?.({ id: job.id, ok: false, message, timeout: /timeout/i.test(message) });
    }
  })();
});
// The parent went away: nothing left to render for.
process.on('disconnect', () => process.exit(0));
