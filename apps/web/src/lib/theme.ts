import { createTheme, type PaletteMode } from '@mui/material/styles';

/** Spec §9: the interface style is white; dark mode is the user's choice. */
export function buildTheme(mode: PaletteMode) {
  return createTheme({
    palette: {
      mode,
      primary: { main: mode === 'light' ? '#1a56db' : '#76a9fa' },
      secondary: { main: mode === 'light' ? '#047857' : '#31c48d' },
      // Status and role chips (Prueba, Suspendido, Programada, Gerente…) are these colours, filled
      // with white text or outlined on white: in light mode they must reach 4.5:1 against white
      // (WCAG 1.4.3). MUI's own info and warning reach 3.9:1 and 3.1:1. Dark mode keeps MUI's
      // light tones, which pass against the dark paper.
      ...(mode === 'light' ? { info: { main: '#0277bd' }, warning: { main: '#b45309' } } : {}),
      // The text colour on a filled colour is chosen for 4.5:1, not MUI's default 3:1.
      contrastThreshold: 4.5,
      background:
        mode === 'light'
          ? { default: '#f5f7fa', paper: '#ffffff' }
          : { default: '#0f141a', paper: '#161d26' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '1.75rem', fontWeight: 700 },
      h2: { fontSize: '1.35rem', fontWeight: 600 },
      h3: { fontSize: '1.1rem', fontWeight: 600 },
    },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { textTransform: 'none' } },
      },
      MuiPaper: { defaultProps: { elevation: 0 } },
      // A locked field's helper says why it is locked ("only an administrator…"): it must stay
      // legible (WCAG 1.4.3), not fade with the control.
      MuiFormHelperText: {
        styleOverrides: {
          root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
        },
      },
    },
  });
}
