import { useLayoutEffect, useReducer, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import type { Decorator } from '@storybook/react-vite';

let renderAgain: (() => void) | undefined;

function Rerenderable({ Story }: { Story: ComponentType }) {
  const [, bump] = useReducer((count: number) => count + 1, 0);
  useLayoutEffect(() => {
    renderAgain = bump;
    return () => {
      renderAgain = undefined;
    };
  }, []);
  return <Story />;
}

/**
 * The outermost decorator of the visual harness: it lets the harness render a mounted story again
 * after changing its globals (brand, locale), so the preview's decorators re-theme what the play
 * function left on screen (an open menu, typed text, a submitted form) without running it again.
 * It adds no element to the page.
 */
export const withRerender: Decorator = (Story) => <Rerenderable Story={Story} />;

/** Renders the mounted story again with its (changed) globals, and commits it before returning. */
export function rerenderStory() {
  if (!renderAgain) throw new Error('No story is mounted to render again.');
  flushSync(renderAgain);
}
