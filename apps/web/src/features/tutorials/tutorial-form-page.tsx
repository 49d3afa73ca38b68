/**
 * Nuevo tutorial / Editar tutorial: title, description, category, audience, order and the YouTube
 * or Vimeo link (checked as it is typed); once saved, the thumbnail and the video file.
 */
import Stack from '@mui/material/Stack';
import { href, TUTORIAL_AUDIENCES, tutorialInput, tutorialResource } from '@vitrina/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormPage, FormSelectField, FormTextField, ImageSideCard } from '../../components/form';
import { SideCard, useIdParam } from '../../components/form/form-parts';
import { useRecord, useResourceChanged } from '../../components/resource';
import { resourceCalls } from '../../lib/resource-client';
import { type Tutorial, thumbnailCalls } from './tutorials.api';
import { VideoFileCard } from './video-file-card';

/** The shared schema; an empty link means "no link" (a file, or not yet). */
const tutorialForm = tutorialInput.extend({
  video_url: z.preprocess((value) => (value === '' ? null : value), tutorialInput.shape.video_url),
  position: z.preprocess((value) => (value === '' ? 0 : Number(value)), tutorialInput.shape.position),
});
type Values = z.input<typeof tutorialForm>;

export default function TutorialFormPage() {
  const { t } = useTranslation('tutorials');
  const id = useIdParam('id');
  const record = useRecord(tutorialResource, id);
  const { changed, patch } = useResourceChanged(tutorialResource);
  const audienceOptions = useMemo(
    () => TUTORIAL_AUDIENCES.map((audience) => ({ value: audience, label: t(`audience.${audience}`) })),
    [t],
  );

  return (
    <FormPage
      title={id ? t('routes:tutorialEdit') : t('routes:tutorialCreate')}
      subtitle={t('form.help')}
      schema={tutorialForm}
      empty={
        {
          title: '',
          description: '',
          category: '',
          audience: 'dealers',
          position: 0,
          video_url: '',
        } as Values
      }
      {...(id ? { record } : {})}
      toValues={(tutorial: Tutorial) =>
        ({
          title: tutorial.title,
          description: tutorial.description,
          category: tutorial.category,
          audience: tutorial.audience,
          position: tutorial.position,
          video_url: tutorial.video_url ?? '',
        }) as Values
      }
      save={(values) => resourceCalls(tutorialResource).save(id, values)}
      createdPath={(tutorial) => href(tutorialResource.screens.edit, { id: tutorial.id })}
      onSaved={changed}
      backTo={tutorialResource.screens.list}
      aside={(tutorial) => (
        <ImageSideCard
          saveFirst={t('form.fileAfterSave')}
          image={
            tutorial && {
              label: t('fields.thumbnail'),
              help: t('form.thumbnailHelp'),
              alt: t('form.thumbnailAlt', { title: tutorial.title }),
              value: tutorial.thumbnail,
              ...thumbnailCalls(tutorial.id),
              onChange: (thumbnail) => void patch(tutorial, { thumbnail }),
            }
          }
        >
          {tutorial ? (
            <SideCard>
              <VideoFileCard
                tutorial={tutorial}
                onChange={(video) => void patch(tutorial, { video, ...(video ? { video_url: null } : {}) })}
              />
            </SideCard>
          ) : undefined}
        </ImageSideCard>
      )}
    >
      {(form, busy) => (
        <Stack spacing={2.5}>
          <FormTextField
            control={form.control}
            name="title"
            label={t('fields.title')}
            required
            disabled={busy}
          />
          <FormTextField
            control={form.control}
            name="description"
            label={t('fields.description')}
            multiline
            minRows={3}
            disabled={busy}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              control={form.control}
              name="category"
              label={t('fields.category')}
              required
              disabled={busy}
              fullWidth
            />
            <FormSelectField
              control={form.control}
              name="audience"
              label={t('fields.audience')}
              options={audienceOptions}
              disabled={busy}
              fullWidth
            />
            <FormTextField
              control={form.control}
              name="position"
              type="number"
              label={t('fields.position')}
              disabled={busy}
              helperText={t('form.positionHelp')}
              fullWidth
              slotProps={{ htmlInput: { min: 0, step: 1 } }}
            />
          </Stack>
          <FormTextField
            control={form.control}
            name="video_url"
            label={t('fields.videoUrl')}
            disabled={busy}
            helperText={t('form.videoUrlHelp')}
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none', inputMode: 'url' } }}
          />
        </Stack>
      )}
    </FormPage>
  );
}
