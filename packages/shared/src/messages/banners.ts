import { defineMessages } from './define';

/** The marketplace banners (apps/api/src/modules/banners). */
export const bannerMessages = defineMessages({
  es: {
    'banners.desktop_too_small':
      'La imagen para escritorio mide {{width}} × {{height}} px y es muy pequeña: el tamaño recomendado es {{recommended}} px (mínimo {{minimum}} px).',
    'banners.desktop_ratio':
      'La imagen para escritorio mide {{width}} × {{height}} px y no tiene la proporción del banner: usa {{recommended}} px (o la misma proporción).',
    'banners.mobile_too_small':
      'La imagen para móvil mide {{width}} × {{height}} px y es muy pequeña: el tamaño recomendado es {{recommended}} px (mínimo {{minimum}} px).',
    'banners.mobile_ratio':
      'La imagen para móvil mide {{width}} × {{height}} px y no tiene la proporción del banner: usa {{recommended}} px (o la misma proporción).',
    'banners.link_format':
      'Escribe una ruta del marketplace que empiece con / o una dirección http(s) completa.',
    'banners.state_invalid': 'Elige uno de los 32 estados.',
    'banners.dates_order': 'La fecha de fin debe ser igual o posterior a la de inicio.',
    'banners.catalog_target': 'Elige una marca o una carrocería (solo una).',
    'banners.national_delete':
      'El banner nacional no se puede eliminar; desactívalo si no quieres mostrarlo.',
    'banners.order_mismatch':
      'El orden incluye banners que ya no existen o de otra sección. Recarga la página e inténtalo de nuevo.',
    'banners.state_unknown':
      'No reconocemos el estado «{{state}}»: usa su clave SEPOMEX (01 a 32) o su nombre.',
    'banners.brand_unknown': 'La marca no existe.',
    'banners.deleted': 'Banner eliminado.',
    'banners.reordered': 'Orden guardado.',
    'banners.body_unknown': 'La carrocería no existe.',
  },
  en: {
    'banners.desktop_too_small':
      'The desktop image is {{width}} × {{height}} px, too small: the recommended size is {{recommended}} px (at least {{minimum}} px).',
    'banners.desktop_ratio':
      'The desktop image is {{width}} × {{height}} px and does not have the banner’s proportions: use {{recommended}} px (or the same proportions).',
    'banners.mobile_too_small':
      'The mobile image is {{width}} × {{height}} px, too small: the recommended size is {{recommended}} px (at least {{minimum}} px).',
    'banners.mobile_ratio':
      'The mobile image is {{width}} × {{height}} px and does not have the banner’s proportions: use {{recommended}} px (or the same proportions).',
    'banners.link_format': 'Enter a marketplace path starting with / or a full http(s) address.',
    'banners.state_invalid': 'Choose one of the 32 states.',
    'banners.dates_order': 'The end date must be the same as or after the start date.',
    'banners.catalog_target': 'Choose a brand or a body type (only one).',
    'banners.national_delete': 'The national banner cannot be deleted; deactivate it to stop showing it.',
    'banners.order_mismatch':
      'The order includes banners that no longer exist or belong to another section. Reload the page and try again.',
    'banners.state_unknown':
      'We do not recognise the state “{{state}}”: use its SEPOMEX code (01 to 32) or its name.',
    'banners.brand_unknown': 'The brand does not exist.',
    'banners.deleted': 'Banner deleted.',
    'banners.reordered': 'Order saved.',
    'banners.body_unknown': 'The body type does not exist.',
  },
});
