import type { Messages } from '../es';

export const users: Messages['users'] = {
  fields: {
    name: 'Name',
    email: 'E-mail',
    role: 'Role',
    agencies: 'Dealerships',
    account: 'Account',
    status: 'Status',
    lastSignIn: 'Last sign-in',
    locale: 'Language of their e-mails',
    password: 'Password',
    actions: 'Actions',
  },
  accountState: {
    pending: 'Registered, no dealership',
    unverified: 'E-mail not verified',
    verified: 'E-mail verified',
  },
  status: { active: 'Active', inactive: 'Inactive' },
  locales: { es: 'Español', en: 'English' },
  noAgencies: 'No dealerships',
  moreAgencies: '+{{count}}',
  never: 'Never',
  allRoles: 'All roles',
  allAgencies: 'All dealerships',
  chooseAgencies: 'Choose the dealerships',
  optionsError: 'We could not load the options. Close the form and try again.',
  users: {
    subtitle: 'Your team’s accounts: their role, their dealerships and whether they may sign in.',
    search: 'Search by name or e-mail',
    fileName: 'users',
    create: 'New user',
    edit: 'Edit user',
  },
  managers: {
    subtitle: 'The dealerships’ managers: each one manages the advisors of their dealerships.',
    search: 'Search managers by name or e-mail',
    fileName: 'managers',
    create: 'New manager',
    edit: 'Edit manager',
  },
  form: {
    help: 'The e-mail must be unique. You may only assign the roles and dealerships that are yours to give.',
    roleHelp: 'Only the roles you may assign are listed.',
    agenciesHelp: 'Managers and advisors need at least one dealership.',
    passwordCreateHelp:
      'Optional: leave it empty and we will e-mail them a link to choose their password (it expires in 60 minutes).',
    passwordEditHelp: 'Leave it empty to keep the current one. Changing it ends their sessions.',
  },
  actions: {
    edit: 'Edit {{name}}',
    deactivate: 'Deactivate {{name}}',
    reactivate: 'Reactivate {{name}}',
    sendReset: 'E-mail {{name}} a password-reset link',
  },
  confirm: {
    deactivateTitle: 'Deactivate {{name}}?',
    deactivateText:
      'They will not be able to sign in, and every open session of theirs ends right now. You may reactivate them later.',
    deactivate: 'Deactivate',
    reactivateTitle: 'Reactivate {{name}}?',
    reactivateText: 'They will be able to sign in again with their password.',
    reactivate: 'Reactivate',
    resetTitle: 'Send a password-reset e-mail?',
    resetText:
      'We will send {{email}} a link to choose a new password. It works once and expires in 60 minutes; their current password keeps working until then.',
    send: 'Send',
  },
};
