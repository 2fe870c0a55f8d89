import ToggleButton from '@mui/material/ToggleButton';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ToggleGroup } from './ToggleGroup.tsx';

/** React marks a Suspense boundary in server HTML with these comments; the browser adopts it apart. */
const BOUNDARY_START = '<!--$-->';
const BOUNDARY_END = '<!--/$-->';

describe('ToggleGroup', () => {
  it('sends its group as a boundary of its own, adopted apart from the page', () => {
    const html = renderToString(
      createElement(
        'main',
        null,
        createElement(
          ToggleGroup,
          { exclusive: true, value: 'card', 'aria-label': 'view' },
          createElement(ToggleButton, { value: 'card' }, 'card'),
          createElement(ToggleButton, { value: 'list' }, 'list'),
        ),
      ),
    );
    const group = html.indexOf('role="group"');
    expect(group).toBeGreaterThan(0);
    expect(html.indexOf(BOUNDARY_START)).toBeGreaterThan(html.indexOf('<main>'));
    expect(html.indexOf(BOUNDARY_START)).toBeLessThan(group);
    expect(html.indexOf(BOUNDARY_END)).toBeGreaterThan(html.lastIndexOf('aria-pressed'));
    expect(html.endsWith(`${BOUNDARY_END}</main>`)).toBe(true);
  });
});
