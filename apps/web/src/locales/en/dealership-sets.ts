import type { Messages } from '../es';

export const dealershipSets: Messages['dealershipSets'] = {
  fields: {
    name: 'Name',
    description: 'Description',
    agencies: 'Dealerships',
    agenciesCount: 'Dealerships',
    members: 'Members',
    createdAt: 'Created',
    actions: 'Actions',
  },
  noMembers: 'No dealerships',
  moreMembers: '{{names}} and {{count}} more',
  chooseAgencies: 'Choose the dealerships',
  agenciesError: 'We could not load the dealerships. Close the form and try again.',
  groups: {
    title: 'Groups',
    subtitle: 'The businesses that own several dealerships.',
    search: 'Search groups',
    fileName: 'groups',
    create: 'New group',
    edit: 'Edit group',
    formHelp: 'The name cannot repeat, whatever its case or accents.',
    agenciesHelp:
      'Each dealership belongs to one group only: choosing it here takes it out of its previous group.',
    deleteTitle: 'Delete group?',
    deleteText_zero: '"{{name}}" will be deleted. No dealership belongs to it.',
    deleteText_one:
      '"{{name}}" will be deleted. Its dealership will have no group; the dealership is not deleted.',
    deleteText_other:
      '"{{name}}" will be deleted. Its {{count}} dealerships will have no group; the dealerships are not deleted.',
  },
  families: {
    title: 'Families',
    subtitle: 'Networks of dealerships of one brand, even across groups.',
    search: 'Search families',
    fileName: 'families',
    create: 'New family',
    edit: 'Edit family',
    formHelp: 'The name cannot repeat, whatever its case or accents.',
    agenciesHelp:
      'Each dealership belongs to one family only: choosing it here takes it out of its previous family.',
    deleteTitle: 'Delete family?',
    deleteText_zero: '"{{name}}" will be deleted. No dealership belongs to it.',
    deleteText_one:
      '"{{name}}" will be deleted. Its dealership will have no family; the dealership is not deleted.',
    deleteText_other:
      '"{{name}}" will be deleted. Its {{count}} dealerships will have no family; the dealerships are not deleted.',
  },
};
