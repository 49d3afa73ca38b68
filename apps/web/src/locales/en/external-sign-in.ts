import type { Messages } from '../es';

export const externalSignIn: Messages['externalSignIn'] = {
  continueWith: 'Continue with {{name}}',
  or: 'or with your e-mail',
  signingInWith: 'Signing in with {{name}}…',
  cancelled: 'You cancelled the sign-in with the provider. You can try again.',
  providerError: 'The provider could not complete the sign-in. Please try again.',
  stateMismatch:
    'We did not recognise this answer from the provider (it was not started from this browser). Try again from the button.',
  integration: {
    title: 'Integration connection',
    signingIn: 'Signing in with the integration’s credentials…',
    refused: 'We could not sign you in',
    missing: 'The link does not carry the integration’s credentials. Open it again from the integration.',
    toLogin: 'Go to sign in',
  },
};
