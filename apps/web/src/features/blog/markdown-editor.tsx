/**
 * The post's Markdown with its live preview: "Escribir" and "Vista previa" tabs on phones, side
 * by side on wide screens. The preview is the shared renderer's output (no raw HTML, no scripts,
 * no unsafe links), the same HTML the marketplace site receives.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useDeferredValue, useState } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/form';
import { Markdown } from '../../components/markdown';

export function MarkdownPreview({ source, label }: { source: string; label: string }) {
  const { t } = useTranslation('blog');
  const deferred = useDeferredValue(source);
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label={label}
      data-testid="markdown-preview"
      sx={{
        p: 2,
        minHeight: 320,
      }}
    >
      {deferred.trim() ? (
        <Markdown>{deferred}</Markdown>
      ) : (
        <Typography color="text.secondary">{t('form.previewEmpty')}</Typography>
      )}
    </Paper>
  );
}

export function MarkdownEditor<T extends FieldValues>({
  control,
  name,
  disabled,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any context and transformed output of the form
  control: Control<T, any, any>;
  name: Path<T>;
  disabled: boolean;
}) {
  const { t } = useTranslation('blog');
  const wide = useMediaQuery((theme) => theme.breakpoints.up('lg'));
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const source = (useWatch({ control, name }) as string | undefined) ?? '';
  const editor = (
    <FormTextField
      control={control}
      name={name}
      label={t('fields.body')}
      multiline
      minRows={14}
      disabled={disabled}
      slotProps={{ htmlInput: { spellCheck: true, style: { fontFamily: 'ui-monospace, monospace' } } }}
    />
  );
  const preview = <MarkdownPreview source={source} label={t('form.previewLabel')} />;

  if (wide) {
    return (
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, alignItems: 'start' }}>
        {editor}
        {preview}
      </Box>
    );
  }
  return (
    <Box>
      <Tabs value={tab} onChange={(_, value) => setTab(value)} sx={{ mb: 1.5 }}>
        <Tab value="write" label={t('form.write')} />
        <Tab value="preview" label={t('form.preview')} />
      </Tabs>
      {tab === 'write' ? editor : preview}
    </Box>
  );
}
