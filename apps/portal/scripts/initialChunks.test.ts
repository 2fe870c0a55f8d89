import { describe, expect, it } from 'vitest';
import { initialChunks, type Manifest } from './initialChunks.ts';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['src/Login.tsx', 'src/Cart.tsx'],
  },
  '_shared.js': { file: 'assets/shared.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  'src/Login.tsx': { file: 'assets/Login.js', imports: ['_TextField.js', '_shared.js'] },
  '_TextField.js': { file: 'assets/TextField.js', imports: ['_shared.js'] },
  'src/Cart.tsx': { file: 'assets/Cart.js', dynamicImports: ['src/Dialog.tsx'] },
  'src/Dialog.tsx': { file: 'assets/Dialog.js' },
  'style.css': { file: 'assets/style.css' },
};

describe('initialChunks', () => {
  it('is the entry with everything it imports statically, when a page adds nothing', () => {
    expect(initialChunks(manifest, [])).toEqual([
      'assets/index.js',
      'assets/runtime.js',
      'assets/shared.js',
    ]);
  });

  it("adds a page's module and its static imports once each", () => {
    expect(initialChunks(manifest, ['src/Login.tsx'])).toEqual([
      'assets/Login.js',
      'assets/TextField.js',
      'assets/index.js',
      'assets/runtime.js',
      'assets/shared.js',
    ]);
  });

  it('leaves out what a page only imports dynamically, and non-script files', () => {
    const files = initialChunks(manifest, ['src/Cart.tsx', 'style.css']);
    expect(files).toContain('assets/Cart.js');
    expect(files).not.toContain('assets/Dialog.js');
    expect(files).not.toContain('assets/style.css');
  });

  it('names a module the build does not have, instead of measuring too little', () => {
    expect(() => initialChunks(manifest, ['src/Gone.tsx'])).toThrow(
      "The build manifest has no module 'src/Gone.tsx'.",
    );
  });
});
