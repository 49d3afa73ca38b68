/**
 * The `auth` namespace in English and the few texts of other namespaces the public pages show.
 * The public pages read them without i18next (features/auth/public-texts.ts); the application's
 * namespaces include them, so each text is written once.
 */
export const auth = {
  title: 'Sign in',
  subtitle: 'Manage your inventory, your leads and your dealership.',
  email: 'Email',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  remember: 'Remember me',
  submit: 'Sign in',
  forgot: 'Forgot your password?',
  register: 'Create an account',
  loggedIn: 'You are logged in!',
  signingIn: 'Signing in…',
  noAccount: "Don't have an account yet?",
  tagline: "Your car dealership's back office",
  name: 'Name',
  confirmPassword: 'Confirm password',
  newPassword: 'New password',
  passwordRules: 'Use at least 8 characters.',
  registerTitle: 'Create your account',
  registerSubtitle: 'An administrator will link it to your dealership once you verify your e-mail.',
  registerSubmit: 'Create account',
  registerDoneTitle: 'Check your e-mail',
  registerDoneText:
    'Open the e-mail we sent you: its link activates your new account or, if you already had one, tells you how to sign in.',
  haveAccount: 'Already have an account?',
  backToLogin: 'Back to sign in',
  resendTitle: 'Did not get it? We will send it again.',
  resend: 'Resend link',
  forgotTitle: 'Reset your password',
  forgotSubtitle: 'Enter your account e-mail and we will send you a link to choose a new password.',
  forgotSubmit: 'Send link',
  resetTitle: 'Choose a new password',
  resetSubtitle: 'Once saved, every open session of your account ends.',
  resetSubmit: 'Save password',
  newLink: 'Ask for a new link',
  verifyTitle: 'E-mail verification',
  verifying: 'Verifying your e-mail address…',
  verifyFailedTitle: 'Failed to verify email.',
};

export const publicCommon = {
  product: 'Vitrina',
  version: 'v2.0.0',
  language: 'Language',
  spanish: 'Español',
  english: 'English',
  darkMode: 'Dark mode',
  lightMode: 'Light mode',
};

export const publicErrors = {
  generic: 'Something went wrong. Please try again.',
  inputProblems: 'There were some problems with your input.',
  network: 'Network Error',
  aborted: 'Request aborted',
  timeout: 'timeout of 60000ms exceeded',
  status: 'Request failed with status code {{status}}',
};

export const publicRoutes = {
  login: 'Sign in',
  register: 'Register',
  passwordForgot: 'Forgot password',
  emailVerify: 'E-mail verification',
  passwordReset: 'Reset password',
  integrationHandoff: 'Integration connection',
};
