/**
 * Login (spec §2 "/", full-screen layout): a centered card with the product mark, the sign-in
 * form, the account links, and the language and theme switches.
 */
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthToolbar } from './auth-toolbar';
import { LoginForm, REGISTER_PATH } from './login-form';

function BrandMark() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 4 }}>
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 44, height: 44, borderRadius: 2.5 }} />
      <Box>
        <Typography
          component="p"
          sx={{ fontSize: '1.35rem', fontWeight: 800, lineHeight: 1.1, letterSpacing: -0.3 }}
        >
          {t('common:product')}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('auth:tagline')}
        </Typography>
      </Box>
    </Box>
  );
}

export default function LoginPage() {
  const { t } = useTranslation();
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
            {t('auth:title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3.5 }}>
            {t('auth:subtitle')}
          </Typography>
          <LoginForm />
          <Divider sx={{ my: 3 }} />
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('auth:noAccount')}{' '}
            <Link component={RouterLink} to={REGISTER_PATH} underline="hover" sx={{ fontWeight: 600 }}>
              {t('auth:register')}
            </Link>
          </Typography>
        </Paper>
        <Typography variant="caption" color="text.secondary" sx={{ mt: 3 }}>
          {t('common:product')} {t('common:version')}
        </Typography>
      </Box>
    </Box>
  );
}
