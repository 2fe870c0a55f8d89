import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/queryClient.ts';
import { useEmotionNonce } from './useEmotionNonce.ts';

/**
 * Providers that do not depend on the route. Texts and the brand do, so the language and client
 * routes provide those themselves.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  // Before any child renders a style: emotion's <style> tags need the page's CSP nonce.
  useEmotionNonce();
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
