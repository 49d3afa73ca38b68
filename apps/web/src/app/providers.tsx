import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DialogProvider } from '../components/dialogs/dialog-service';
import { i18n } from '../lib/i18n';
import { usePreferences } from '../lib/preferences';
import { buildTheme } from '../lib/theme';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A refused request (4xx) will be refused again; only transport failures are retried.
      retry: (count, error) => count < 2 && !(error as { response?: unknown }).response,
    },
  },
});

export function Providers({ children }: { children: ReactNode }) {
  const { mode } = usePreferences();
  const theme = useMemo(() => buildTheme(mode), [mode]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <CssBaseline enableColorScheme />
          <DialogProvider>{children}</DialogProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
