import { defineMessages } from './define';

/** External sign-in (identity providers) and the trusted integration's sign-in. */
export const externalSignInMessages = defineMessages({
  es: {
    'external.not_configured': 'Este proveedor de inicio de sesión no está configurado.',
    'external.attempt_invalid':
      'El inicio de sesión con el proveedor expiró o ya se usó. Vuelve a intentarlo desde el botón.',
    'external.provider_failed':
      'No pudimos confirmar tu identidad con el proveedor. Vuelve a intentarlo en un momento.',
    'external.email_unverified':
      'El proveedor no confirma que tu correo electrónico esté verificado; no podemos vincularlo a tu cuenta.',
    'external.no_account':
      'No hay una cuenta de Vitrina con el correo de este proveedor. Pide a tu administrador que te dé acceso.',
    'external.inactive': 'Tu cuenta aún no está activa. Verifica tu correo o contacta a tu administrador.',
    'integration.not_configured': 'La conexión de integración no está configurada.',
    'integration.invalid': 'El enlace de la integración no es válido o fue alterado.',
    'integration.expired': 'El enlace de la integración expiró. Vuelve a abrirlo desde la integración.',
    'integration.issuer': 'El enlace no proviene de una integración de confianza.',
    'integration.audience': 'El enlace de la integración no está dirigido a Vitrina.',
    'integration.lifetime':
      'El enlace de la integración dura más de lo permitido ({{seconds}} segundos como máximo).',
    'integration.claims': 'Al enlace de la integración le faltan datos obligatorios.',
    'integration.replayed': 'Este enlace de la integración ya se usó. Vuelve a abrirlo desde la integración.',
    'integration.unknown_user': 'La integración envió un usuario que no existe en Vitrina.',
  },
  en: {
    'external.not_configured': 'This sign-in provider is not configured.',
    'external.attempt_invalid':
      'The sign-in with the provider expired or was already used. Try again from the button.',
    'external.provider_failed':
      'We could not confirm your identity with the provider. Please try again in a moment.',
    'external.email_unverified':
      'The provider does not confirm that your e-mail address is verified; we cannot link it to your account.',
    'external.no_account':
      'There is no Vitrina account with this provider’s e-mail address. Ask your administrator for access.',
    'external.inactive': 'Your account is not active yet. Verify your e-mail or contact your administrator.',
    'integration.not_configured': 'The integration connection is not configured.',
    'integration.invalid': 'The integration link is not valid or was tampered with.',
    'integration.expired': 'The integration link has expired. Open it again from the integration.',
    'integration.issuer': 'The link does not come from a trusted integration.',
    'integration.audience': 'The integration link is not addressed to Vitrina.',
    'integration.lifetime': 'The integration link lives longer than allowed (at most {{seconds}} seconds).',
    'integration.claims': 'The integration link is missing required data.',
    'integration.replayed': 'This integration link was already used. Open it again from the integration.',
    'integration.unknown_user': 'The integration sent a user who does not exist in Vitrina.',
  },
});
