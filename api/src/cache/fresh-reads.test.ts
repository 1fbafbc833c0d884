import { freshReads } from './fresh-reads';

/** A read of a job's rows that counts how often it reached the database. */
function countedRead() {
  const counted = { reads: 0 };
  const read = (id: number) => () => {
    counted.reads += 1;
    return Promise.resolve([{ id }]);
  };
  return { counted, read };
}

describe('freshReads', () => {
  it('reads each thing once within one reading', async () => {
    const { counted, read } = countedRead();
    await freshReads.run(async () => {
      expect(await freshReads.once('job 7', read(7))).toEqual([{ id: 7 }]);
      expect(await freshReads.once('job 7', read(7))).toEqual([{ id: 7 }]);
      expect(await freshReads.once('job 8', read(8))).toEqual([{ id: 8 }]);
    });
    expect(counted.reads).toBe(2);
  });

  it('reads each time outside a reading, and again in the next reading', async () => {
    const { counted, read } = countedRead();
    await freshReads.once('job 7', read(7));
    await freshReads.once('job 7', read(7));
    await freshReads.run(() => freshReads.once('job 7', read(7)));
    await freshReads.run(() => freshReads.once('job 7', read(7)));
    expect(counted.reads).toBe(4);
  });

  it('makes a reading started inside another part of it, as a render’s API calls are', async () => {
    const { counted, read } = countedRead();
    await freshReads.run(async () => {
      await freshReads.once('job 7', read(7));
      await freshReads.run(() => freshReads.once('job 7', read(7)));
    });
    expect(counted.reads).toBe(1);
  });

  it('keeps a call bound inside a reading in it when it comes later from elsewhere, as a render worker’s message does', async () => {
    const { counted, read } = countedRead();
    let bound: (() => Promise<unknown>) | undefined;
    await freshReads.run(async () => {
      await freshReads.once('job 7', read(7));
      bound = freshReads.bind(() => freshReads.run(() => freshReads.once('job 7', read(7))));
    });
    expect(freshReads.active()).toBe(false);
    await bound!();
    expect(counted.reads).toBe(1);
  });

  it('runs what lives on past the page outside its reading', async () => {
    const { counted, read } = countedRead();
    await freshReads.run(async () => {
      await freshReads.once('job 7', read(7));
      expect(freshReads.outside(() => freshReads.active())).toBe(false);
      await freshReads.outside(() => freshReads.once('job 7', read(7)));
    });
    expect(counted.reads).toBe(2);
  });
});
