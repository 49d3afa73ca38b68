/**
 * Nueva publicación / Editar publicación: title, slug (made from the title when empty; a clash is
 * shown on the field), Markdown body with its live preview, category, tags, author, status and
 * publish date (Mexico City time), SEO description; the cover once the post exists.
 */
import Stack from '@mui/material/Stack';
import {
  BLOG_SEO_MAX,
  BLOG_STATUSES,
  type BlogStatus,
  blogPostFields,
  blogPostResource,
  blogSlug,
  blogSlugField,
  href,
  scheduledHasDate,
  scheduledHasDateIssue,
} from '@vitrina/shared';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormPage, FormSelectField, FormTextField, ImageSideCard } from '../../components/form';
import { useIdParam } from '../../components/form/form-parts';
import { useRecord, useResourceChanged } from '../../components/resource';
import { mexicoCityInput, mexicoCityInstant } from '../../lib/format';
import { resourceCalls } from '../../lib/resource-client';
import { type BlogPostDetail, coverCalls, tagsFromText } from './blog.api';
import { MarkdownEditor } from './markdown-editor';

/** The shared fields, as the form holds them: tags as text, the date as a local value, an empty slug as none. */
const blogForm = blogPostFields
  .extend({
    slug: z.preprocess((value) => (value === '' ? undefined : value), blogSlugField.optional()),
    tags: z.preprocess(
      (value) => (typeof value === 'string' ? tagsFromText(value) : value),
      blogPostFields.shape.tags,
    ),
    publish_at: z.preprocess(
      (value) =>
        typeof value === 'string' ? (value === '' ? null : (mexicoCityInstant(value) ?? value)) : value,
      blogPostFields.shape.publish_at,
    ),
  })
  .refine(scheduledHasDate, scheduledHasDateIssue);

type Values = z.input<typeof blogForm>;

export default function BlogPostFormPage() {
  const { t } = useTranslation('blog');
  const id = useIdParam('id');
  const record = useRecord(blogPostResource, id);
  const { changed, patch } = useResourceChanged(blogPostResource);
  const statusOptions = useMemo(
    () => BLOG_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
    [t],
  );

  return (
    <FormPage
      title={id ? t('routes:blogPostEdit') : t('routes:blogPostCreate')}
      subtitle={t('form.help')}
      schema={blogForm}
      empty={
        {
          title: '',
          slug: '',
          body: '',
          category: '',
          tags: '',
          author: '',
          status: 'draft',
          publish_at: '',
          seo_description: '',
        } as Values
      }
      {...(id ? { record } : {})}
      toValues={(post: BlogPostDetail) =>
        ({
          title: post.title,
          slug: post.slug,
          body: post.body,
          category: post.category,
          tags: post.tags.join(', '),
          author: post.author,
          // A scheduled post whose date came is shown published; saving it keeps it published.
          status: post.status,
          publish_at: mexicoCityInput(post.publish_at),
          seo_description: post.seo_description,
        }) as Values
      }
      save={(values) => resourceCalls(blogPostResource).save(id, values) as Promise<BlogPostDetail>}
      createdPath={(post) => href(blogPostResource.screens.edit, { id: post.id })}
      onSaved={changed}
      backTo={blogPostResource.screens.list}
      aside={(post) => (
        <ImageSideCard
          saveFirst={t('form.coverAfterSave')}
          image={
            post && {
              label: t('fields.cover'),
              help: t('form.coverHelp'),
              alt: t('form.coverAlt', { title: post.title }),
              value: post.cover,
              ...coverCalls(post.id),
              onChange: (cover) => void patch(post, { cover }),
            }
          }
        />
      )}
    >
      {(form, busy) => (
        <Fields form={form} busy={busy} editing={id !== undefined} statusOptions={statusOptions} />
      )}
    </FormPage>
  );
}

function Fields({
  form,
  busy,
  editing,
  statusOptions,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the form's transformed output
  form: import('react-hook-form').UseFormReturn<Values, unknown, any>;
  busy: boolean;
  editing: boolean;
  statusOptions: { value: string; label: string }[];
}) {
  const { t } = useTranslation('blog');
  const { control } = form;
  const [title, status, seo] = useWatch({ control, name: ['title', 'status', 'seo_description'] }) as [
    string,
    BlogStatus,
    string,
  ];
  const suggested = typeof title === 'string' ? blogSlug(title) : '';
  return (
    <Stack spacing={2.5}>
      <FormTextField control={control} name="title" label={t('fields.title')} required disabled={busy} />
      <FormTextField
        control={control}
        name="slug"
        label={t('fields.slug')}
        disabled={busy}
        helperText={
          editing
            ? t('form.slugKept')
            : suggested
              ? t('form.slugHelp', { slug: suggested })
              : t('form.slugHelpEmpty')
        }
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
      />
      <MarkdownEditor control={control} name="body" disabled={busy} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="category"
          label={t('fields.category')}
          required
          disabled={busy}
          fullWidth
        />
        <FormTextField
          control={control}
          name="author"
          label={t('fields.author')}
          required
          disabled={busy}
          fullWidth
        />
      </Stack>
      <FormTextField
        control={control}
        name="tags"
        label={t('fields.tags')}
        disabled={busy}
        helperText={t('form.tagsHelp')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelectField
          control={control}
          name="status"
          label={t('fields.status')}
          options={statusOptions}
          disabled={busy}
          helperText={t(`form.statusHelp.${status ?? 'draft'}`)}
          fullWidth
        />
        <FormTextField
          control={control}
          name="publish_at"
          type="datetime-local"
          label={t('fields.publishAt')}
          required={status === 'scheduled'}
          disabled={busy}
          helperText={t('form.publishAtHelp')}
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <FormTextField
        control={control}
        name="seo_description"
        label={t('fields.seoDescription')}
        multiline
        minRows={2}
        disabled={busy}
        helperText={t('form.seoHelp', { count: (seo ?? '').length })}
        slotProps={{ htmlInput: { maxLength: BLOG_SEO_MAX } }}
      />
    </Stack>
  );
}
