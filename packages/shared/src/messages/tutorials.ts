import { defineMessages } from './define';

/** Tutorials. */
export const tutorialMessages = defineMessages({
  es: {
    'tutorials.video_url_unsupported':
      'El enlace no es de un video de YouTube o Vimeo que se pueda insertar. Copia el enlace del video (por ejemplo https://www.youtube.com/watch?v=… o https://vimeo.com/…).',
    'tutorials.video_required': 'Adjunta el video en el campo «file».',
    'tutorials.video_type': 'El archivo debe ser un video MP4 o WebM.',
    'tutorials.video_too_large':
      'El video pesa más de {{megabytes}} MB. Súbelo a YouTube o Vimeo y pega el enlace.',
    'tutorials.deleted': 'Tutorial eliminado.',
  },
  en: {
    'tutorials.video_url_unsupported':
      'The link is not a YouTube or Vimeo video that can be embedded. Copy the video’s link (for example https://www.youtube.com/watch?v=… or https://vimeo.com/…).',
    'tutorials.video_required': 'Attach the video in the "file" field.',
    'tutorials.video_type': 'The file must be an MP4 or WebM video.',
    'tutorials.video_too_large':
      'The video is larger than {{megabytes}} MB. Upload it to YouTube or Vimeo and paste the link.',
    'tutorials.deleted': 'Tutorial deleted.',
  },
});
