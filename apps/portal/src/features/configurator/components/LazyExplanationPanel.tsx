import { ExplanationPanelPlaceholder, type ExplanationPanelProps } from '@lease/ui';
import { lazy, Suspense } from 'react';

const ExplanationPanel = lazy(async () => ({
  default: (await import('./ExplanationPanel.ts')).ExplanationPanel,
}));

/**
 * `ExplanationPanel` with its figures' code loaded after the page's (about 1.5 KiB of gzipped
 * JavaScript, issue 14). The calculation it explains starts with the page and comes later still,
 * so at first the panel shows its placeholder either way: meanwhile that placeholder, the same
 * size, so nothing moves when the code arrives.
 */
export function LazyExplanationPanel(props: ExplanationPanelProps) {
  return (
    <Suspense fallback={<ExplanationPanelPlaceholder headingLevel={props.headingLevel} />}>
      <ExplanationPanel {...props} />
    </Suspense>
  );
}
