/**
 * The look of the screens outside the application: the language and theme switches,
 * a centered card with the product mark, a title and subtitle, and the version below. The
 * public pages (Login, register, forgot / reset password, e-mail verification) use it; it imports
 * only what Login already does, so these public pages stay light (no i18next: public-texts.ts).
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AuthToolbar } from './auth-toolbar';
import { usePublicTexts } from './public-texts';

/**
 * MUI's Divider as the public pages use it (a plain horizontal rule), drawn with the same styles
 * without downloading Divider's module before the page is usable.
 */
export function AuthRule() {
  return (
    <Box
      component="hr"
      sx={{
        my: 3,
        mx: 0,
        flexShrink: 0,
        borderWidth: 0,
        borderStyle: 'solid',
        borderColor: 'divider',
        borderBottomWidth: 'thin',
      }}
    />
  );
}

function BrandMark() {
  const { auth, common } = usePublicTexts();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 4 }}>
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 44, height: 44, borderRadius: 2.5 }} />
      <Box>
        <Typography
          component="p"
          sx={{ fontSize: '1.35rem', fontWeight: 800, lineHeight: 1.1, letterSpacing: -0.3 }}
        >
          {common.product}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {auth.tagline}
        </Typography>
      </Box>
    </Box>
  );
}

export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const { common } = usePublicTexts();
  return (
    <Box
      sx={(theme) => ({
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        background: [
          `radial-gradient(circle at 12% 8%, ${alpha(theme.palette.primary.main, 0.16)}, transparent 42%)`,
          `radial-gradient(circle at 90% 95%, ${alpha(theme.palette.secondary.main, 0.12)}, transparent 38%)`,
          theme.palette.background.default,
        ].join(', '),
      })}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: { xs: 1.5, sm: 2.5 } }}>
        <AuthToolbar />
      </Box>
      <Box
        sx={{ flex: 1, display: 'grid', placeItems: 'center', px: { xs: 2, sm: 3 }, pb: { xs: 3, sm: 6 } }}
      >
        <Paper
          variant="outlined"
          sx={(theme) => ({
            width: '100%',
            maxWidth: 440,
            p: { xs: 3, sm: 5 },
            borderRadius: '20px',
            boxShadow:
              theme.palette.mode === 'light'
                ? `0 24px 48px -24px ${alpha(theme.palette.primary.dark, 0.28)}`
                : `0 24px 48px -24px ${alpha('#000', 0.7)}`,
          })}
        >
          <BrandMark />
          <Typography variant="h1" sx={{ mb: 0.75 }}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography color="text.secondary" sx={{ mb: 3.5 }}>
              {subtitle}
            </Typography>
          ) : (
            <Box sx={{ mb: 3 }} />
          )}
          {children}
        </Paper>
        <Typography variant="caption" color="text.secondary" sx={{ mt: 3 }}>
          {common.product} {common.version}
        </Typography>
      </Box>
    </Box>
  );
}
