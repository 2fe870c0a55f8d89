import { PageOriginContext, useServerRendered, type PageOrigin } from '@lease/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_PAGE } from '#src/lib/serverPageOrigin.ts';

/** A part the server shows one way and the browser another, its code loaded on first use. */
function QuoteLike({ extra }: { extra: ReactNode }) {
  return useServerRendered() ? <p>Zonder script</p> : extra;
}

describe('useServerRendered as the browser takes a page over', () => {
  const containers: HTMLElement[] = [];
  afterEach(() => {
    for (const container of containers.splice(0)) container.remove();
  });

  function container(html = ''): HTMLElement {
    const element = document.createElement('div');
    element.innerHTML = html;
    document.body.append(element);
    containers.push(element);
    return element;
  }

  it('keeps the server’s part on screen until the browser’s is ready: no fallback shows', async () => {
    let loaded: ((part: { default: () => ReactNode }) => void) | undefined;
    const LaterPart = lazy(() => new Promise<{ default: () => ReactNode }>((r) => (loaded = r)));
    const page = (origin: PageOrigin) => (
      <PageOriginContext value={origin}>
        <Suspense fallback={<p>Laden</p>}>
          <QuoteLike extra={<LaterPart />} />
        </Suspense>
      </PageOriginContext>
    );
    const html = renderToString(page(SERVER_PAGE));
    expect(html).toContain('Zonder script');

    const element = container(html);
    const shown: string[] = [];
    const observer = new MutationObserver(() => shown.push(element.textContent ?? ''));
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    const recoverable = vi.fn();
    const root = hydrateRoot(element, page({ fromServer: true }), {
      onRecoverableError: recoverable,
    });
    // The browser's variant asks for its code once the page is taken over.
    await vi.waitFor(() => expect(loaded).not.toBe(undefined));
    loaded?.({ default: () => <button type="button">Offerte</button> });
    await vi.waitFor(() => expect(element.textContent).toBe('Offerte'));
    observer.disconnect();
    root.unmount();

    expect(recoverable).not.toHaveBeenCalled();
    // A re-render at once would have found the code missing and shown the fallback meanwhile.
    expect(shown.filter((text) => text.includes('Laden'))).toEqual([]);
  });

  it('renders the browser’s variant at once where the browser draws the page itself', async () => {
    const rendered: boolean[] = [];
    function Probe() {
      rendered.push(useServerRendered());
      return null;
    }
    const root = createRoot(container());
    root.render(<Probe />);
    await vi.waitFor(() => expect(rendered).not.toEqual([]));
    root.unmount();

    expect(rendered.every((serverRendered) => !serverRendered)).toBe(true);
  });
});
