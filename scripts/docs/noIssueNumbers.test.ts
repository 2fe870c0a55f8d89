import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The code says why in its own terms: an issue number in a comment or a text sends a reader to a
 * tracker they may not have, for a reason the code should state itself (or an ADR, which is in
 * the repository). Markdown may name issues; the code may not.
 */
const root = join(import.meta.dirname, '..', '..');
const sources = execFileSync(
  'git',
  ['ls-files', '--', 'apps', 'packages', 'scripts', 'e2e', '.storybook'],
  {
    cwd: root,
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((file) => /\.(tsx?|mjs|js|css)$/.test(file));

const ISSUE_NUMBER = /\bissues? #?\d+/i;

describe('the code', () => {
  it('names no issue numbers', () => {
    const found = sources.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (ISSUE_NUMBER.test(line) ? [`${file}:${index + 1}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
