/**
 * Login (spec §2 "/", full-screen layout): in the public pages' look (AuthLayout), the providers'
 * buttons, the sign-in form and the link to create an account.
 */
import Typography from '@mui/material/Typography';
import { AuthLayout, AuthRule } from './auth-layout';
import { ExternalSignIn } from './external-sign-in-slot';
import { LoginForm, REGISTER_PATH } from './login-form';
import { PublicLink } from './public-link';
import { usePublicTexts } from './public-texts';

export default function LoginPage() {
  const { auth } = usePublicTexts();
  return (
    <AuthLayout title={auth.title} subtitle={auth.subtitle}>
      <ExternalSignIn />
      <LoginForm />
      <AuthRule />
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {auth.noAccount}{' '}
        <PublicLink to={REGISTER_PATH} sx={{ fontWeight: 600 }}>
          {auth.register}
        </PublicLink>
      </Typography>
    </AuthLayout>
  );
}
