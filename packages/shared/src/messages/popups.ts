import { defineMessages } from './define';

export const popupMessages = defineMessages({
  es: {
    'popups.date_format': 'Escribe una fecha válida con el formato AAAA-MM-DD.',
    'popups.ends_before_starts': 'La fecha de fin no puede ser anterior a la de inicio.',
    'popups.audience_empty': 'Elige al menos una opción para esta audiencia.',
    'popups.cta_url_invalid':
      'Escribe una dirección que empiece con https:// o una página de Vitrina que empiece con /.',
    'popups.cta_incomplete':
      'El botón de acción necesita texto y enlace; completa ambos o deja los dos vacíos.',
    'popups.package_unknown': 'Uno o más de los paquetes elegidos no existen.',
    'popups.agency_unknown': 'Una o más de las agencias elegidas no existen o fueron eliminadas.',
    'popups.deleted': 'Pop up eliminado.',
    'popups.dismissed': 'Pop up cerrado.',
  },
  en: {
    'popups.date_format': 'Enter a valid date in the YYYY-MM-DD format.',
    'popups.ends_before_starts': 'The end date cannot be before the start date.',
    'popups.audience_empty': 'Choose at least one option for this audience.',
    'popups.cta_url_invalid': 'Enter an address starting with https:// or a Vitrina page starting with /.',
    'popups.cta_incomplete':
      'The call to action needs both a label and a link; fill in both or leave both empty.',
    'popups.package_unknown': 'One or more of the chosen packages do not exist.',
    'popups.agency_unknown': 'One or more of the chosen dealerships do not exist or were deleted.',
    'popups.deleted': 'Pop up deleted.',
    'popups.dismissed': 'Pop up closed.',
  },
});
