import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The portal's walls are lint rules (docs/adr/0007-portal-layering.md). Each is proven here once:
 * a file that breaks it, linted as if it stood at that place in the portal, must be refused.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
let eslint: ESLint;

// The first lint builds the typed program of the portal: seconds on a busy machine. It is done
// here, with room, so each test below measures only its own file.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('export {};\n', { filePath: `${root}apps/portal/src/app/warmUp.ts` });
}, 60_000);

async function ruleIdsFor(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/portal/src/${path}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

// Linting with types takes seconds per file on a busy machine (CI runs the suites side by side).
describe('the portal walls', { timeout: 30_000 }, () => {
  it('refuses a feature that imports another feature', async () => {
    const code =
      "import { Component } from '#src/features/home/routes/ClientHomeRoute.tsx';\nexport const page = Component;\n";
    expect(await ruleIdsFor('features/auth/probe.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
    // The same import from the app is how pages are composed, and passes.
    expect(await ruleIdsFor('app/probe.ts', code)).toEqual([]);
  });

  it('refuses a feature that imports app/', async () => {
    const code = "import { routes } from '#src/app/router.tsx';\nexport const all = routes;\n";
    expect(await ruleIdsFor('features/auth/probe.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it.each(['lib', 'config', 'hooks', 'i18n'])(
    'refuses shared code in %s/ that imports a feature or app/',
    async (shared) => {
      const feature =
        "import { useLogout } from '#src/features/auth/useLogout.ts';\nexport const f = useLogout;\n";
      const app = "import { routes } from '#src/app/router.tsx';\nexport const all = routes;\n";
      expect(await ruleIdsFor(`${shared}/probe.ts`, feature)).toContain(
        'import-x/no-restricted-paths',
      );
      expect(await ruleIdsFor(`${shared}/probe.ts`, app)).toContain('import-x/no-restricted-paths');
    },
  );

  it('refuses an import cycle', async () => {
    // localeForPath imports localeCookie, so localeCookie importing localeForPath closes a cycle.
    const code =
      "import { documentLocale } from '#src/i18n/localeForPath.ts';\nexport const locale = documentLocale;\n";
    expect(await ruleIdsFor('lib/localeCookie.ts', code)).toContain('import-x/no-cycle');
  });

  it('refuses imports out of order', async () => {
    const code =
      "import { paths } from '#src/config/paths.ts';\nimport { useParams } from 'react-router-dom';\nexport const both = [paths, useParams];\n";
    expect(await ruleIdsFor('hooks/probe.ts', code)).toContain('import-x/order');
  });

  it('refuses climbing out with ../../ instead of #src/', async () => {
    const code = "import { paths } from '../../config/paths.ts';\nexport const all = paths;\n";
    expect(await ruleIdsFor('features/auth/probe.ts', code)).toContain('no-restricted-imports');
  });
});
