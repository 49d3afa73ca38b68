import { QueryClient } from '@tanstack/react-query';

/** Server state of the application screens (the login page needs none, so it never loads this). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A refused request (4xx) will be refused again; only transport failures are retried.
      retry: (count, error) => count < 2 && !(error as { response?: unknown }).response,
    },
  },
});
