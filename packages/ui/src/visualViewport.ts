/**
 * The viewport every visual baseline is taken at (`vitest.visual.config.ts`); a story taller than
 * it is taken at its full height (`visual.test.tsx`).
 */
export const VISUAL_VIEWPORT = { width: 1024, height: 768 } as const;
