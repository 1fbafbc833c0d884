import { z } from 'zod';
import { SerializedAnswers } from './serialized-answers';

const Answer = z.object({ success: z.literal(true), count: z.number().int() });

describe('SerializedAnswers', () => {
  it('produces an answer once and serves the same JSON until it is dropped', async () => {
    const answers = new SerializedAnswers<string>({ ttlMs: 60_000, maxEntries: 10 });
    const produce = jest.fn(async () => ({ success: true as const, count: 3 }));

    expect(await answers.get('a', Answer, produce)).toBe('{"success":true,"count":3}');
    expect(await answers.get('a', Answer, produce)).toBe('{"success":true,"count":3}');
    expect(produce).toHaveBeenCalledTimes(1);

    answers.delete('a');
    await answers.get('a', Answer, produce);
    expect(produce).toHaveBeenCalledTimes(2);
  });

  it('refuses an answer that breaks its schema, and keeps nothing', async () => {
    const answers = new SerializedAnswers<string>({ ttlMs: 60_000, maxEntries: 10 });
    const broken = async () => ({ success: true as const, count: 1.5 });
    await expect(answers.get('a', Answer, broken)).rejects.toThrow();
    await expect(answers.get('a', Answer, async () => ({ success: true as const, count: 2 }))).resolves.toBe('{"success":true,"count":2}');
  });
});
