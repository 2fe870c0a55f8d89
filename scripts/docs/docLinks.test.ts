import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every path the documentation names still exists: a link to a file that moved, or a source file
 * a README describes that is gone, tells a newcomer something false. Build outputs (`dist/`…) and
 * placeholders are not files of the repository and are not checked.
 */
const root = join(import.meta.dirname, '..', '..');
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const folders = new Set(
  tracked.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);
const exists = (path: string) => tracked.includes(path) || folders.has(path);
const documents = tracked.filter((file) => file.endsWith('.md'));

/** A repository path as a document writes it: relative to the document, or from the root. */
function resolves(document: string, target: string): boolean {
  const path = target.split('#')[0] ?? '';
  if (path === '') return true;
  if (path.startsWith('/')) return exists(path.slice(1));
  return exists(normalize(join(dirname(document), path))) || exists(normalize(path));
}

const REPOSITORY_PATH =
  /`((?:apps|packages|docs|scripts|e2e|bench|\.storybook|\.ci)\/[\w.@/-]+\.(?:tsx?|mjs|js|json|md|css|yml))`/g;

describe('the documentation', () => {
  it.each(documents)('%s links only to what exists', (document) => {
    const text = readFileSync(join(root, document), 'utf8');
    const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => match[1] ?? '')
      .filter((target) => !/^[a-z]+:/i.test(target));
    const paths = [...text.matchAll(REPOSITORY_PATH)].map((match) => match[1] ?? '');
    const broken = [...links, ...paths].filter((target) => !resolves(document, target));
    expect(broken).toEqual([]);
  });
});
