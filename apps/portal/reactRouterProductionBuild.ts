import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';

const DEVELOPMENT = /([\\/]react-router[\\/]dist[\\/])development([\\/])/;

/**
 * The built portal takes React Router's production build (ADR 0011). The package's `exports`
 * name only its development build, whose warnings and checks stay in the bundle because they
 * hang on a constant, not on `process.env.NODE_ENV` (remix-run/react-router#12532, #14102: "intended
 * to be temporary"). The production build beside it is the same code with that constant off, so
 * the minifier drops them. The dev server, Vitest and Storybook keep the development build and its
 * warnings. Should a future version ship no production file, the build keeps what it resolved.
 * `scripts/buildPatches.test.ts` fails once the package names a production build itself, or ships
 * none: then this goes.
 */
export function reactRouterProductionBuild(): Plugin {
  return {
    name: 'lease:react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && !source.startsWith('react-router/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !DEVELOPMENT.test(resolved.id)) return resolved;
      const production = resolved.id.replace(DEVELOPMENT, '$1production$2');
      return existsSync(production) ? { ...resolved, id: production } : resolved;
    },
  };
}
