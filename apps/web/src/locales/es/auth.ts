/**
 * The `auth` namespace in Spanish and the few texts of other namespaces the public pages show.
 * The public pages read them without i18next (features/auth/public-texts.ts); the application's
 * namespaces include them, so each text is written once.
 */
export const auth = {
  title: 'Inicia sesión',
  subtitle: 'Administra tu inventario, tus leads y tu agencia.',
  email: 'Correo electrónico',
  password: 'Contraseña',
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  remember: 'Recordarme',
  submit: 'Iniciar sesión',
  forgot: '¿Olvidaste tu contraseña?',
  register: 'Crear una cuenta',
  loggedIn: '¡Has iniciado sesión!',
  signingIn: 'Iniciando sesión…',
  noAccount: '¿Aún no tienes cuenta?',
  tagline: 'El back-office de tu agencia automotriz',
  name: 'Nombre',
  confirmPassword: 'Confirmar contraseña',
  newPassword: 'Nueva contraseña',
  passwordRules: 'Usa al menos 8 caracteres.',
  registerTitle: 'Crea tu cuenta',
  registerSubtitle: 'Un administrador la vinculará a tu agencia después de que verifiques tu correo.',
  registerSubmit: 'Crear cuenta',
  registerDoneTitle: 'Revisa tu correo',
  registerDoneText:
    'Abre el correo que te enviamos: su enlace activa tu cuenta nueva o, si ya tenías una, te dice cómo entrar.',
  haveAccount: '¿Ya tienes cuenta?',
  backToLogin: 'Volver a iniciar sesión',
  resendTitle: '¿No te llegó? Te lo enviamos de nuevo.',
  resend: 'Reenviar enlace',
  forgotTitle: 'Restablece tu contraseña',
  forgotSubtitle:
    'Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una nueva contraseña.',
  forgotSubmit: 'Enviar enlace',
  resetTitle: 'Elige una nueva contraseña',
  resetSubtitle: 'Al guardarla, se cerrarán todas las sesiones abiertas de tu cuenta.',
  resetSubmit: 'Guardar contraseña',
  newLink: 'Pedir un enlace nuevo',
  verifyTitle: 'Verificación de correo',
  verifying: 'Verificando tu correo electrónico…',
  verifyFailedTitle: 'No se pudo verificar el correo electrónico.',
};

export const publicCommon = {
  product: 'Vitrina',
  version: 'v2.0.0',
  language: 'Idioma',
  spanish: 'Español',
  english: 'English',
  darkMode: 'Modo oscuro',
  lightMode: 'Modo claro',
};

export const publicErrors = {
  generic: 'Algo salió mal. Por favor intenta de nuevo.',
  inputProblems: 'Hubo algunos problemas con los datos ingresados.',
  network: 'Error de red. Revisa tu conexión.',
  aborted: 'La solicitud fue cancelada.',
  timeout: 'El servidor tardó demasiado en responder.',
  status: 'La solicitud falló con el código {{status}}.',
};

export const publicRoutes = {
  login: 'Iniciar sesión',
  register: 'Registro',
  passwordForgot: 'Olvidé mi contraseña',
  emailVerify: 'Verificación de correo',
  passwordReset: 'Restablecer contraseña',
  integrationHandoff: 'Conexión de integración',
};
