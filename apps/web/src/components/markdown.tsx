/**
 * The one place Markdown becomes a page's content (popups, the blog's preview…). The HTML comes
 * from the shared renderer (`renderMarkdown` in packages/shared, the one the public blog API uses):
 * raw HTML in the text is never emitted, so no script, iframe, style or event handler gets through;
 * link and image addresses other than http(s), mailto, tel and relative ones are dropped; links
 * that leave Vitrina open in a new tab without access to this window.
 */
import Box, { type BoxProps } from '@mui/material/Box';
import { renderMarkdown } from '@vitrina/shared';
import { useMemo } from 'react';

export interface MarkdownProps extends Omit<BoxProps, 'children'> {
  children: string;
}

/** Markdown text as typography of the theme (headings sized down: it sits inside a page or dialog). */
export function Markdown({ children, sx, ...box }: MarkdownProps) {
  const html = useMemo(() => renderMarkdown(children), [children]);
  return (
    <Box
      {...box}
      sx={[
        {
          overflowWrap: 'anywhere',
          '& > :first-of-type': { mt: 0 },
          '& > :last-child': { mb: 0 },
          '& p, & ul, & ol, & blockquote': { my: 1.25 },
          '& h1, & h2, & h3, & h4': { mt: 2, mb: 1, lineHeight: 1.3 },
          '& h1': { fontSize: '1.35rem' },
          '& h2': { fontSize: '1.2rem' },
          '& h3, & h4': { fontSize: '1.05rem' },
          '& a': { color: 'primary.main' },
          '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
          '& blockquote': { pl: 2, borderLeft: 4, borderColor: 'divider', color: 'text.secondary' },
          '& pre, & code': { fontFamily: 'ui-monospace, monospace', fontSize: '0.9em' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      // Inert by construction: the shared renderer never emits raw HTML or unsafe addresses.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the shared renderer's output.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
