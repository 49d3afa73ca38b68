import { defineMessages } from './define';

/** Blog posts and tutorials. */
export const contentMessages = defineMessages({
  es: {
    'blog.slug_taken': 'Ya existe una publicación con ese slug. Cámbialo para que la dirección sea única.',
    'blog.slug_required': 'No se pudo formar un slug con el título; escribe uno.',
    'blog.publish_at_required': 'Elige la fecha y hora en que se publicará.',
    'blog.deleted': 'Publicación eliminada.',
    'tutorials.video_url_unsupported':
      'El enlace no es de un video de YouTube o Vimeo que se pueda insertar. Copia el enlace del video (por ejemplo https://www.youtube.com/watch?v=… o https://vimeo.com/…).',
    'tutorials.video_required': 'Adjunta el video en el campo «file».',
    'tutorials.video_type': 'El archivo debe ser un video MP4 o WebM.',
    'tutorials.video_too_large':
      'El video pesa más de {{megabytes}} MB. Súbelo a YouTube o Vimeo y pega el enlace.',
    'tutorials.deleted': 'Tutorial eliminado.',
  },
  en: {
    'blog.slug_taken': 'A post with that slug already exists. Change it so the address is unique.',
    'blog.slug_required': 'A slug could not be made from the title; enter one.',
    'blog.publish_at_required': 'Choose the date and time it will be published.',
    'blog.deleted': 'Post deleted.',
    'tutorials.video_url_unsupported':
      'The link is not a YouTube or Vimeo video that can be embedded. Copy the video’s link (for example https://www.youtube.com/watch?v=… or https://vimeo.com/…).',
    'tutorials.video_required': 'Attach the video in the "file" field.',
    'tutorials.video_type': 'The file must be an MP4 or WebM video.',
    'tutorials.video_too_large':
      'The video is larger than {{megabytes}} MB. Upload it to YouTube or Vimeo and paste the link.',
    'tutorials.deleted': 'Tutorial deleted.',
  },
});
