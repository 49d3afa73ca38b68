import { defineMessages } from './define';

/** Blog posts. */
export const blogMessages = defineMessages({
  es: {
    'blog.slug_taken': 'Ya existe una publicación con ese slug. Cámbialo para que la dirección sea única.',
    'blog.slug_required': 'No se pudo formar un slug con el título; escribe uno.',
    'blog.publish_at_required': 'Elige la fecha y hora en que se publicará.',
    'blog.deleted': 'Publicación eliminada.',
  },
  en: {
    'blog.slug_taken': 'A post with that slug already exists. Change it so the address is unique.',
    'blog.slug_required': 'A slug could not be made from the title; enter one.',
    'blog.publish_at_required': 'Choose the date and time it will be published.',
    'blog.deleted': 'Post deleted.',
  },
});
