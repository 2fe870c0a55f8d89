/**
 * The viewport every visual baseline is taken at (`vitest.visual.config.ts`); a story taller than
 * it is taken at its full height (`describeStories.tsx`).
 */
export const VISUAL_VIEWPORT = { width: 1024, height: 768 } as const;

interface ViewportParameters {
  viewport?: { options?: Record<string, { styles?: { width?: string; height?: string } }> };
}

/**
 * The viewport a story declares with Storybook's viewport global (a phone, a laptop), in pixels,
 * or none. Its play function is checked at that size, as in Storybook.
 */
export function declaredViewport(
  parameters: ViewportParameters,
  globals: Record<string, unknown>,
): { width: number; height: number } | undefined {
  const chosen = (globals.viewport as { value?: string } | undefined)?.value;
  const styles = chosen ? parameters.viewport?.options?.[chosen]?.styles : undefined;
  const width = Number.parseInt(styles?.width ?? '', 10);
  const height = Number.parseInt(styles?.height ?? '', 10);
  return width > 0 && height > 0 ? { width, height } : undefined;
}
