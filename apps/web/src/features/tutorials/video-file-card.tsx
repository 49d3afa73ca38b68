/**
 * The tutorial's uploaded video beside its form: upload an MP4 or WebM (with progress; the API
 * checks the type and the size), see it, or remove it. Uploading replaces a link.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseError } from '../../lib/api-client';
import { removeVideo, type Tutorial, type TutorialVideo, uploadVideo } from './tutorials.api';
import { VideoPlayer } from './video-player';

const TYPES = ['video/mp4', 'video/webm'];

export function VideoFileCard({
  tutorial,
  onChange,
}: {
  tutorial: Tutorial;
  onChange: (video: TutorialVideo) => void;
}) {
  const { t } = useTranslation('tutorials');
  const messageOf = (error: unknown) => parseError(error, t as never).message;
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const file = tutorial.video?.kind === 'file' ? tutorial.video : null;

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setProblem(null);
    if (!TYPES.includes(chosen.type)) {
      setProblem(t('form.videoType'));
      return;
    }
    setPercent(0);
    try {
      onChange(await uploadVideo(tutorial.id, chosen, setPercent));
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setPercent(null);
      if (input.current) input.current.value = '';
    }
  };
  const remove = async () => {
    setProblem(null);
    try {
      await removeVideo(tutorial.id);
      onChange(null);
    } catch (error) {
      setProblem(messageOf(error));
    }
  };

  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h2">
        {t('fields.videoFile')}
      </Typography>
      {file ? <VideoPlayer video={file} title={tutorial.title} /> : null}
      <Typography variant="body2" color="text.secondary">
        {t('form.videoFileHelp')}
      </Typography>
      {percent !== null ? (
        <Stack spacing={0.5} role="status">
          <LinearProgress variant="determinate" value={percent} />
          <Typography variant="caption">{t('form.uploading', { percent: Math.round(percent) })}</Typography>
        </Stack>
      ) : null}
      {problem ? (
        <Alert severity="error" variant="outlined">
          {problem}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" component="label" disabled={percent !== null}>
          {t('form.chooseVideo')}
          <input
            ref={input}
            hidden
            type="file"
            accept={TYPES.join(',')}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </Button>
        {file ? (
          <Button color="error" onClick={() => void remove()} disabled={percent !== null}>
            {t('form.removeVideo')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
