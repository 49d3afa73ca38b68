/** The `dealershipSets` namespace in Spanish: groups and families of agencies. */
export const dealershipSets = {
  fields: {
    name: 'Nombre',
    description: 'Descripción',
    agencies: 'Agencias',
    agenciesCount: 'Agencias',
    members: 'Miembros',
    createdAt: 'Creado',
    actions: 'Acciones',
  },
  noMembers: 'Sin agencias',
  moreMembers: '{{names}} y {{count}} más',
  chooseAgencies: 'Elige las agencias',
  agenciesError: 'No pudimos cargar las agencias. Cierra el formulario y vuelve a intentarlo.',
  groups: {
    title: 'Grupos',
    subtitle: 'Las empresas dueñas de varias agencias.',
    search: 'Buscar grupo',
    fileName: 'grupos',
    create: 'Nuevo grupo',
    edit: 'Editar grupo',
    formHelp: 'El nombre no puede repetirse, sin importar mayúsculas ni acentos.',
    agenciesHelp: 'Cada agencia pertenece a un solo grupo: al elegirla aquí deja el grupo en el que estaba.',
    deleteTitle: '¿Eliminar grupo?',
    deleteText_zero: 'Se eliminará «{{name}}». Ninguna agencia pertenece a él.',
    deleteText_one: 'Se eliminará «{{name}}». Su agencia quedará sin grupo; la agencia no se elimina.',
    deleteText_other:
      'Se eliminará «{{name}}». Sus {{count}} agencias quedarán sin grupo; las agencias no se eliminan.',
  },
  families: {
    title: 'Familias',
    subtitle: 'Redes de agencias de una misma marca, aunque sean de grupos distintos.',
    search: 'Buscar familia',
    fileName: 'familias',
    create: 'Nueva familia',
    edit: 'Editar familia',
    formHelp: 'El nombre no puede repetirse, sin importar mayúsculas ni acentos.',
    agenciesHelp:
      'Cada agencia pertenece a una sola familia: al elegirla aquí deja la familia en la que estaba.',
    deleteTitle: '¿Eliminar familia?',
    deleteText_zero: 'Se eliminará «{{name}}». Ninguna agencia pertenece a ella.',
    deleteText_one: 'Se eliminará «{{name}}». Su agencia quedará sin familia; la agencia no se elimina.',
    deleteText_other:
      'Se eliminará «{{name}}». Sus {{count}} agencias quedarán sin familia; las agencias no se eliminan.',
  },
};
