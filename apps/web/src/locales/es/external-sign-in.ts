/** The `externalSignIn` namespace in Spanish: identity providers on Login, the integration screen. */
export const externalSignIn = {
  continueWith: 'Continuar con {{name}}',
  or: 'o con tu correo',
  signingInWith: 'Iniciando sesión con {{name}}…',
  cancelled: 'Cancelaste el inicio de sesión con el proveedor. Puedes intentarlo de nuevo.',
  providerError: 'El proveedor no pudo completar el inicio de sesión. Vuelve a intentarlo.',
  stateMismatch:
    'No reconocimos esta respuesta del proveedor (no se inició desde este navegador). Vuelve a intentarlo desde el botón.',
  integration: {
    title: 'Conexión de integración',
    signingIn: 'Iniciando sesión con los datos de la integración…',
    refused: 'No pudimos iniciar tu sesión',
    missing: 'El enlace no trae las credenciales de la integración. Vuelve a abrirlo desde la integración.',
    toLogin: 'Ir a iniciar sesión',
  },
};
