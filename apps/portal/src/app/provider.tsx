import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { PageOriginContext, type PageOrigin } from '@lease/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AppDepsProvider, type AppDeps } from '#src/lib/appDeps.tsx';
import { createEmotionCache } from './emotionCache.ts';

/**
 * Providers that do not depend on the route. Texts and the brand do, so the language and client
 * routes provide those themselves.
 */
export function AppProvider({
  deps,
  emotionCache: givenCache,
  pageOrigin,
  children,
}: {
  deps: AppDeps;
  /** The server's cache of one page, whose styles go into that page; else the browser's own. */
  emotionCache?: EmotionCache;
  /** Given for a page the server renders, there and as the browser takes it over. */
  pageOrigin?: PageOrigin;
  children: ReactNode;
}) {
  // One cache for the page's life: emotion's <style> tags need the page's CSP nonce.
  const [emotionCache] = useState(() => givenCache ?? createEmotionCache());
  const providers = (
    <CacheProvider value={emotionCache}>
      <AppDepsProvider deps={deps}>
        <QueryClientProvider client={deps.queryClient}>{children}</QueryClientProvider>
      </AppDepsProvider>
    </CacheProvider>
  );
  return pageOrigin ? (
    <PageOriginContext value={pageOrigin}>{providers}</PageOriginContext>
  ) : (
    providers
  );
}
