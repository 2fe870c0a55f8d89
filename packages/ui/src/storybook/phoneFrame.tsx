import type { Decorator } from '@storybook/react-vite';

/** A 320 px phone less the 16 px padding a story has on each side. */
const PHONE_CONTENT_WIDTH = 288;

/**
 * Puts a story in a column as narrow as a phone, for the long-text stories; their play functions
 * find it by the test id `phone-frame` and check it with `overflowsSideways`. A full-screen story
 * (no padding) takes `width: 320`; `minHeight` leaves room for a menu that opens below.
 */
export function phoneFrame({
  width = PHONE_CONTENT_WIDTH,
  minHeight,
}: { width?: number; minHeight?: number } = {}): Decorator {
  return (Story) => (
    <div data-testid="phone-frame" style={{ maxWidth: width, minHeight }}>
      <Story />
    </div>
  );
}

/** Whether content sticks out of an element sideways, where a person would see it cut off. */
export const overflowsSideways = (element: HTMLElement) =>
  element.scrollWidth > element.clientWidth;
