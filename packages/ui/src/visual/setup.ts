import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import preview from '../../../../.storybook/preview.tsx';
import { withRerender } from './rebrand.tsx';

// The preview's decorators (brand, locale, theme) and the a11y addon's axe run apply to every
// composed story, as they do in Storybook. The harness's re-render decorator wraps them all (the
// decorators of earlier annotations go outside), so a change of brand reaches the preview's.
setProjectAnnotations([{ decorators: [withRerender] }, a11yAnnotations, preview]);

// Screenshots must not catch an animation, a transition or a blinking caret mid-way.
const still = document.createElement('style');
still.textContent = `*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
}`;
document.head.append(still);
