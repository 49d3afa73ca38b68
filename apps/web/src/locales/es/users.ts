/** The `users` namespace in Spanish: users and managers (`/users`, `/managers`). */
export const users = {
  fields: {
    name: 'Nombre',
    email: 'Correo electrónico',
    role: 'Rol',
    agencies: 'Agencias',
    status: 'Estado',
    lastSignIn: 'Último acceso',
    locale: 'Idioma de sus correos',
    password: 'Contraseña',
    actions: 'Acciones',
  },
  status: { active: 'Activo', inactive: 'Inactivo' },
  locales: { es: 'Español', en: 'English' },
  noAgencies: 'Sin agencias',
  moreAgencies: '+{{count}}',
  never: 'Nunca',
  allRoles: 'Todos los roles',
  allAgencies: 'Todas las agencias',
  chooseAgencies: 'Elige las agencias',
  optionsError: 'No pudimos cargar las opciones. Cierra el formulario y vuelve a intentarlo.',
  users: {
    subtitle: 'Las cuentas de tu equipo: su rol, sus agencias y si pueden entrar.',
    search: 'Buscar por nombre o correo',
    fileName: 'usuarios',
    create: 'Nuevo usuario',
    edit: 'Editar usuario',
  },
  managers: {
    subtitle: 'Los gerentes de las agencias: cada uno administra a los asesores de sus agencias.',
    search: 'Buscar gerente por nombre o correo',
    fileName: 'gerentes',
    create: 'Nuevo gerente',
    edit: 'Editar gerente',
  },
  form: {
    help: 'El correo no puede repetirse. Solo puedes asignar los roles y agencias que te corresponden.',
    roleHelp: 'Solo aparecen los roles que puedes asignar.',
    agenciesHelp: 'Los gerentes y asesores necesitan al menos una agencia.',
    passwordCreateHelp:
      'Opcional: si la dejas vacía, le enviaremos un correo para que elija su contraseña (el enlace vence en 60 minutos).',
    passwordEditHelp: 'Déjala vacía para conservar la actual. Si la cambias, sus sesiones se cerrarán.',
  },
  actions: {
    edit: 'Editar a {{name}}',
    deactivate: 'Desactivar a {{name}}',
    reactivate: 'Reactivar a {{name}}',
    sendReset: 'Enviar a {{name}} un correo para restablecer su contraseña',
  },
  confirm: {
    deactivateTitle: '¿Desactivar a {{name}}?',
    deactivateText:
      'No podrá iniciar sesión y todas sus sesiones abiertas terminarán en este momento. Podrás reactivarlo después.',
    deactivate: 'Desactivar',
    reactivateTitle: '¿Reactivar a {{name}}?',
    reactivateText: 'Podrá volver a iniciar sesión con su contraseña.',
    reactivate: 'Reactivar',
    resetTitle: '¿Enviar correo para restablecer la contraseña?',
    resetText:
      'Enviaremos a {{email}} un enlace para elegir una nueva contraseña. Funciona una sola vez y vence en 60 minutos; su contraseña actual sigue valiendo hasta entonces.',
    send: 'Enviar',
  },
};
