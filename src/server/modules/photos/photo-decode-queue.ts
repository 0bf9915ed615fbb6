/**
 * Decoding a photo takes memory in proportion to its pixels (up to PHOTO_MAX_MEGAPIXELS × 4
 * bytes) and all of a core for seconds: uploads decode one photo at a time per process, in the
 * order they arrive, so several admins uploading at once wait in turn instead of adding up.
 */

/** Runs tasks one at a time, in the order given; a failing task does not stop the next. */
export function createSerialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      waiting++;
      const result = tail.then(() => {
        waiting--;
        return task();
      });
      tail = result.catch(() => undefined);
      return result;
    },
    /** Tasks given and not started yet. */
    waiting: () => waiting,
  };
}

const queue = createSerialQueue();
let active = 0;
let peak = 0;
let started = 0;

/**
 * Runs `decode` (the sharp work of one upload: its copies and its cleaned original) when no other
 * is running in this process. The counts are taken inside, around the work itself.
 */
export function decodeInTurn<T>(decode: () => Promise<T>): Promise<T> {
  return queue.run(async () => {
    started++;
    active++;
    peak = Math.max(peak, active);
    try {
      return await decode();
    } finally {
      active--;
    }
  });
}

/** For tests and metrics: decodes started so far, running now, the most ever running together, and waiting. */
export function photoDecodeStats() {
  return { started, active, peak, waiting: queue.waiting() };
}
