import { defineMessages } from './define';

export const commercialOfferMessages = defineMessages({
  es: {
    'offer.module_unknown': 'El módulo indicado no existe.',
    'offer.package_unknown': 'El paquete elegido no existe o no se ofrece para este tipo de vehículos.',
    'offer.package_current': 'Tu agencia ya tiene contratado este paquete.',
    'offer.request_pending':
      'Ya enviaste una solicitud para este paquete; un asesor de Vitrina te contactará pronto.',
    'offer.requested':
      '¡Solicitud enviada! Un asesor de Vitrina te contactará para completar el cambio de paquete.',
  },
  en: {
    'offer.module_unknown': 'The given module does not exist.',
    'offer.package_unknown': 'The chosen package does not exist or is not offered for this kind of vehicle.',
    'offer.package_current': 'Your dealership already has this package.',
    'offer.request_pending':
      'You already sent a request for this package; a Vitrina advisor will contact you soon.',
    'offer.requested': 'Request sent! A Vitrina advisor will contact you to complete the package change.',
  },
});
