/**
 * The one Markdown renderer of the product (blog posts, popups), the same in the browser and on
 * the server: Markdown in, HTML safe to insert out. Safety comes from what the parser may emit,
 * not from cleaning HTML afterwards, so no DOM is needed:
 * - raw HTML in the source is never passed through (`html: false`): `<script>`, `<iframe>`,
 *   `<img onerror=…>` and the like come out as visible text, escaped;
 * - link and image addresses are kept only for the schemes below, everything else
 *   (`javascript:`, `vbscript:`, `data:`, `file:`…) leaves the text unlinked;
 * - every attribute the renderer writes is escaped by markdown-it, and links to other sites open
 *   in a new tab without handing it this page (`rel="noopener noreferrer nofollow"`).
 */
import MarkdownIt from 'markdown-it';

/** Absolute addresses allowed in links; images only over http(s). */
const LINK_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'];
const IMAGE_SCHEMES = ['http:', 'https:'];

/**
 * The scheme of an address as a browser would read it: control characters and whitespace are
 * ignored inside a scheme (`java\tscript:` is `javascript:`), and any letters before the first
 * `:` that comes before a `/`, `?` or `#` are one.
 */
function schemeOf(url: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  const match = /^([^/?#]*?):/.exec(compact);
  return match ? `${match[1]}:` : null;
}

/** Relative addresses (`/ruta`, `#ancla`, `./x`, `otra-pagina`) have no scheme and are fine. */
export function isSafeUrl(url: string, kind: 'link' | 'image' = 'link'): boolean {
  const scheme = schemeOf(url);
  if (scheme === null) return true;
  return (kind === 'image' ? IMAGE_SCHEMES : LINK_SCHEMES).includes(scheme);
}

const md = new MarkdownIt('default', { html: false, linkify: true, typographer: false, breaks: false });

// markdown-it checks every link and image destination here (autolinks and linkify included);
// the default already refuses javascript:, but allows some data: images, which we do not.
md.validateLink = (url: string) => isSafeUrl(url, 'link') && !/^\s*data:/i.test(url);

const defaultImage = md.renderer.rules.image!;
md.renderer.rules.image = (tokens, index, options, env, self) => {
  const token = tokens[index]!;
  if (!isSafeUrl(token.attrGet('src') ?? '', 'image'))
    return self.renderInlineAsText(token.children ?? [], options, env);
  token.attrSet('loading', 'lazy');
  return defaultImage(tokens, index, options, env, self);
};

md.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  const token = tokens[index]!;
  const target = token.attrGet('href') ?? '';
  if (/^(https?:)?\/\//i.test(target.trim())) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer nofollow');
  }
  return self.renderToken(tokens, index, options);
};

/** Markdown → HTML with no raw HTML, no scripts and no unsafe addresses (see above). */
export function renderMarkdown(source: string): string {
  return md.render(source);
}
