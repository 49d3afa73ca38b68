/**
 * Login (spec §2 "/", full-screen layout): in the public pages' look (AuthLayout), the providers'
 * buttons, the sign-in form and the link to create an account.
 */
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthLayout } from './auth-layout';
import { ExternalSignInButtons } from './external-sign-in';
import { LoginForm, REGISTER_PATH } from './login-form';

export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('auth:title')} subtitle={t('auth:subtitle')}>
      <ExternalSignInButtons />
      <LoginForm />
      <Divider sx={{ my: 3 }} />
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {t('auth:noAccount')}{' '}
        <Link component={RouterLink} to={REGISTER_PATH} underline="hover" sx={{ fontWeight: 600 }}>
          {t('auth:register')}
        </Link>
      </Typography>
    </AuthLayout>
  );
}
