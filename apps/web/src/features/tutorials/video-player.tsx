/**
 * A tutorial's video: the privacy-enhanced YouTube or Vimeo player (the API answers only
 * youtube-nocookie.com and Vimeo `dnt=1` addresses), or the uploaded file in the browser's player.
 */
import Box from '@mui/material/Box';
import type { TutorialVideo } from './tutorials.api';

export function VideoPlayer({ video, title }: { video: NonNullable<TutorialVideo>; title: string }) {
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: '16 / 9',
        bgcolor: 'common.black',
        borderRadius: 1,
      }}
    >
      {video.kind === 'file' ? (
        // biome-ignore lint/a11y/useMediaCaption: tutorials are uploaded without caption files.
        <video
          src={video.url}
          controls
          preload="metadata"
          title={title}
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
        />
      ) : (
        <iframe
          src={video.url}
          title={title}
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      )}
    </Box>
  );
}
