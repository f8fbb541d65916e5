import { describe, expect, it } from 'vitest';
import { batchedByKey } from './batched-reads';

interface Row {
  id: string;
  name: string;
}

/** A reader of a small table that records every call it gets. */
function recordingReader(options: { fail?: (ids: string[]) => boolean } = {}) {
  const table: Row[] = [
    { id: 'rose', name: 'Rose cream' },
    { id: 'iris', name: 'Iris serum' },
    { id: 'peony', name: 'Peony balm' },
  ];
  const calls: string[][] = [];
  const readMany = async (ids: string[]) => {
    calls.push(ids);
    if (options.fail?.(ids)) throw new Error('the database is down');
    return table.filter((row) => ids.includes(row.id));
  };
  return { calls, readMany };
}

describe('reads batched by id', () => {
  it('reads the ids asked for in one turn in one call, and answers each caller with its own row', async () => {
    const { calls, readMany } = recordingReader();
    const read = batchedByKey(readMany, (row) => row.id);
    const answers = await Promise.all([read('rose'), read('iris'), read('rose'), read('lotus')]);
    expect(answers).toEqual([
      { id: 'rose', name: 'Rose cream' },
      { id: 'iris', name: 'Iris serum' },
      { id: 'rose', name: 'Rose cream' },
      undefined,
    ]);
    expect(calls).toEqual([['rose', 'iris', 'lotus']]);
  });

  it('reads the ids of a later turn in a call of their own', async () => {
    const { calls, readMany } = recordingReader();
    const read = batchedByKey(readMany, (row) => row.id);
    expect(await read('rose')).toMatchObject({ name: 'Rose cream' });
    expect(await read('iris')).toMatchObject({ name: 'Iris serum' });
    expect(calls).toEqual([['rose'], ['iris']]);
  });

  it('makes a call as soon as the most ids a call takes are waiting', async () => {
    const { calls, readMany } = recordingReader();
    const read = batchedByKey(readMany, (row) => row.id, 2);
    const answers = await Promise.all([read('rose'), read('iris'), read('peony')]);
    expect(answers.map((row) => row?.name)).toEqual(['Rose cream', 'Iris serum', 'Peony balm']);
    expect(calls).toEqual([['rose', 'iris'], ['peony']]);
  });

  it('fails every read of a failed call, and reads again on the next turn', async () => {
    const { calls, readMany } = recordingReader({ fail: (ids) => ids.includes('iris') });
    const read = batchedByKey(readMany, (row) => row.id);
    const answers = await Promise.allSettled([read('rose'), read('iris')]);
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
    expect(await read('rose')).toMatchObject({ name: 'Rose cream' });
    expect(calls).toEqual([['rose', 'iris'], ['rose']]);
  });
});
