/** One entry of Vite's build manifest (`dist/.vite/manifest.json`), as far as we read it. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * The JavaScript files a page loads before it can be used: the entry and, for each of the
 * page's modules (its lazy route modules and the catalogue of its language), the module's chunk
 * with every chunk these import statically, followed to the end. Dynamic imports are left out:
 * they load later, when something asks for them.
 */
export function initialChunks(manifest: Manifest, modules: readonly string[]): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no module '${key}'.`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [...entries, ...modules]) visit(key);
  return [...files].sort();
}
