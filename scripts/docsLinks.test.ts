// Every relative link in the repository's Markdown leads to a file or folder that exists: a
// README or an ADR that names a moved or deleted file says so here, not to a reader later.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const SKIPPED = new Set([
  'node_modules',
  '.git',
  'dist',
  'dist-server',
  'storybook-static',
  'reports',
  'test-results',
  'playwright-report',
]);

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return SKIPPED.has(entry.name) || (entry.name.startsWith('.') && entry.name !== '.storybook')
        ? []
        : markdownFiles(join(dir, entry.name));
    return entry.name.endsWith('.md') ? [join(dir, entry.name)] : [];
  });
}

/** The relative targets of a file's Markdown links, without anchors; code spans and blocks left out. */
function relativeTargets(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'))
    .map((target) => decodeURIComponent(target.split('#')[0] ?? ''))
    .filter((target) => target !== '');
}

describe("the repository's Markdown links", () => {
  const files = markdownFiles(ROOT);

  it('are found in the READMEs, the ADRs and the spec', () => {
    const names = files.map((file) => relative(ROOT, file));
    expect(names).toContain('README.md');
    expect(names.some((name) => name.startsWith('docs/adr/'))).toBe(true);
  });

  it.each(files.map((file) => [relative(ROOT, file), file]))(
    '%s links only to what exists',
    (_name, file) => {
      const missing = relativeTargets(readFileSync(file, 'utf8')).filter(
        (target) => !existsSync(join(dirname(file), target)),
      );
      expect(missing).toEqual([]);
    },
  );
});
