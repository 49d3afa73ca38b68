import { defineMessages } from './define';

/** A gallery's photo calls (a used vehicle's, a stock photo set's): apps/api/src/lib/photo-gallery.ts. */
export const photoGalleryMessages = defineMessages({
  es: {
    'photos.limit_reached':
      'Ya hay {{max}} fotos, el máximo permitido. Elimina alguna para poder subir otra.',
    'photos.limit_field': 'Se alcanzó el máximo de fotos.',
    'photos.order_mismatch':
      'El orden debe incluir cada foto de la galería exactamente una vez. Recarga la página e inténtalo de nuevo.',
  },
  en: {
    'photos.limit_reached':
      'There are already {{max}} photos, the most allowed. Delete one to upload another.',
    'photos.limit_field': 'The photo limit has been reached.',
    'photos.order_mismatch':
      'The order must list every photo of the gallery exactly once. Reload the page and try again.',
  },
});
