import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** The server serves the built portal; without a build every page would be its 503 notice. */
export default function globalSetup(): void {
  const index = resolve(import.meta.dirname, '../apps/portal/dist/index.html');
  if (!existsSync(index)) {
    throw new Error(
      `The portal is not built (${index} is missing). Run \`pnpm build\` before \`pnpm test:e2e\`.`,
    );
  }
}
