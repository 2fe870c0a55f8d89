import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/queryClient.ts';
import { CacheProvider } from '@emotion/react';
import { createEmotionCache } from './emotionCache.ts';

// One cache for the page's life: emotion's <style> tags need the page's CSP nonce.
const emotionCache = createEmotionCache();

/**
 * Providers that do not depend on the route. Texts and the brand do, so the language and client
 * routes provide those themselves.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={emotionCache}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </CacheProvider>
  );
}
