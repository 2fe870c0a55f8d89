import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A component whose code loads the first time it opens (ADR 0011): a closed menu or dialog shows
 * nothing, so a page needs none of its code until someone opens it. Until then it renders
 * nothing; once loaded it stays, so it closes with its transition and gives the focus back like
 * any other. While the code is on its way it shows nothing either: it opens when it arrives.
 * `load` is called at most once per load the browser makes (it keeps each module it loaded).
 */
export function lazyWhenOpen<Props extends { open: boolean }>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function WhenOpen(props: Props) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return WhenOpen;
}
