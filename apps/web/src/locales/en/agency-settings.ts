import type { Messages } from '../es';

export const agencySettings: Messages['agencySettings'] = {
  postalCode: {
    code: 'Postal code',
    settlement: 'Neighbourhood (colonia)',
    municipality: 'Municipality',
    city: 'City',
    state: 'State',
    notFound: 'The postal code does not exist.',
    fiveDigits: 'Type the 5 digits of the postal code.',
    searching: 'Looking the postal code up…',
    chooseSettlement: 'Choose the neighbourhood from the list.',
  },
  logo: {
    subtitle: 'The logo your dealership shows on the marketplace and in its listings.',
    chooseAgencyTitle: 'Choose a dealership',
    chooseAgency:
      'A logo belongs to a single dealership. Choose one in the "Dealership" selector of the side menu to see or change it.',
    label: 'Logo of {{name}}',
    alt: 'Logo of {{name}}',
    help: 'JPEG, PNG or WebP. Looks best on a white or transparent background; stored in several sizes, without metadata.',
    none: 'This dealership has no logo yet.',
    loading: 'Loading the logo…',
    readOnly: 'You can see the logo, but your user is not allowed to change it.',
  },
  limits: {
    title: 'Used-vehicle limit',
    subtitle:
      'Used-vehicle limit: how many used vehicles each dealership may publish. A dealership without a limit of its own follows its package. Also, after how many days in stock a used vehicle is highlighted.',
    search: 'Search dealership or package',
    fileName: 'used-vehicle-limits',
    readOnly: 'You can see the limits, but your user is not allowed to change them.',
    fields: {
      agency: 'Dealership',
      package: 'Package',
      packageLimit: 'Package limit',
      customLimit: 'Own limit',
      effectiveLimit: 'Limit in force',
      agingDays: 'Highlight aging after',
      actions: 'Actions',
    },
    noPackage: 'No package',
    followsPackage: 'Follows the package',
    source: {
      package: 'From the package',
      custom: 'Own',
      none: 'No package',
    },
    edit: 'Edit limit',
    editOf: 'Edit the limit of {{name}}',
    reset: 'Reset to the package',
    resetOf: 'Reset the limit of {{name}} to its package’s',
    resetText: '{{name}} will follow its package’s limit again: {{limit}} used vehicles.',
    resetTextNoPackage:
      '{{name}} has no package: without a limit of its own it cannot publish used vehicles. Remove its own limit?',
    range: 'The limit must be a whole number from 0 to 100,000.',
    agingRange: 'The aging days must be a whole number from 1 to 3,650.',
    days_one: '{{days}} day',
    days_other: '{{days}} days',
    saved: 'The limit of {{name}} is now {{limit}} used vehicles.',
    dialog: {
      title: 'Used-vehicle limit of {{name}}',
      package: 'Its package {{name}} allows {{limit}} used vehicles.',
      noPackage:
        'This dealership has no package: without a limit of its own it cannot publish used vehicles.',
      follow: 'Use the package’s limit ({{limit}})',
      followNoPackage: 'No limit of its own (0, it has no package)',
      custom: 'Set a limit of its own',
      help: 'A whole number from 0 to {{max}}.',
      aging: 'Days in stock to highlight',
      agingHelp:
        'Used vehicles with more days in stock are highlighted in the list. A whole number from 1 to {{max}}.',
    },
  },
};
