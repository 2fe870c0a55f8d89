import { describe, expect, it } from 'vitest';
import { buildInfoFiles } from './buildInfoFiles.ts';

describe('buildInfoFiles', () => {
  it('writes latest.json and the meta file of the build, both naming its id and time', () => {
    const files = buildInfoFiles('3f1c9e2a-7b4d-4e8f-9a01-2b3c4d5e6f70', 1_790_000_000_000);
    expect(files.map((file) => file.fileName)).toEqual([
      'build/latest.json',
      'build/meta/3f1c9e2a-7b4d-4e8f-9a01-2b3c4d5e6f70.json',
    ]);
    for (const file of files) {
      expect(JSON.parse(file.source)).toEqual({
        id: '3f1c9e2a-7b4d-4e8f-9a01-2b3c4d5e6f70',
        timestamp: 1_790_000_000_000,
      });
    }
  });

  it.each(['', '../latest', 'a/b', 'x'.repeat(65), 'id with space'])(
    'refuses the id %j, which would not be a safe file name',
    (id) => {
      expect(() => buildInfoFiles(id, 1)).toThrow(/not a safe file name/);
    },
  );

  it.each([-1, 1.5, Number.NaN])('refuses the timestamp %s', (timestamp) => {
    expect(() => buildInfoFiles('abc', timestamp)).toThrow(/not a time/);
  });
});
