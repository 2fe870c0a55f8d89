import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { demoSession } from '#src/testing/demoToken.ts';
import { renderRoute, type RenderedRoute } from '#src/testing/renderRoute.tsx';
import { configuratorPath, optionsAsChosen } from '../testing/configuratorHandlers.ts';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.unmount());

describe('saving a configuration', () => {
  it('at the most saved cars, says to delete one first', async () => {
    rendered = renderRoute(configuratorPath, {
      session: demoSession(),
      handlers: [
        optionsAsChosen(),
        http.post('*/api/saveConfiguratie', () =>
          HttpResponse.json(
            { cStatus: 'error', cOpmerking: 'You have saved 50 cars, the most you can keep.' },
            { status: 409 },
          ),
        ),
      ],
    });
    const save = page.getByRole('button', { name: 'Deze samenstelling bewaren' });
    await expect.element(save).toBeEnabled();
    await userEvent.click(save);
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(
        'Je hebt 50 samenstellingen bewaard, het maximum. Verwijder er een bij je bewaarde auto’s om deze te bewaren.',
      );
  });
});
