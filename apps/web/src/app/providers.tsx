import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DialogProvider } from '../components/dialogs/dialog-service';
import { i18n } from '../lib/i18n';
import { usePreferences } from '../lib/preferences';
import { buildTheme } from '../lib/theme';

export function Providers({ children }: { children: ReactNode }) {
  const { mode } = usePreferences();
  const theme = useMemo(() => buildTheme(mode), [mode]);
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        <DialogProvider>{children}</DialogProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
