import { describe, expect, it } from 'vitest';
import { isSafeUrl, renderMarkdown } from './markdown';

/** Every tag Markdown itself can produce; anything else came from raw HTML. */
const MARKDOWN_TAGS = new Set(
  'p h1 h2 h3 h4 h5 h6 strong em s a ul ol li blockquote code pre hr br img table thead tbody tr th td'.split(
    ' ',
  ),
);

/** The attribute names of every tag the renderer wrote (it always quotes and escapes values). */
function attributeNames(html: string): string[] {
  const names: string[] = [];
  for (const [, attributes] of html.matchAll(/<[a-z][a-z0-9]*((?:\s+[a-z-]+="[^"]*")*)\s*\/?>/gi)) {
    for (const [, name] of (attributes ?? '').matchAll(/\s([a-z-]+)="/gi)) names.push(name!.toLowerCase());
  }
  return names;
}

/** What must never appear in the HTML, whatever the Markdown says. */
function assertInert(html: string): void {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<iframe/i);
  const tags = [...html.matchAll(/<\/?([a-z][a-z0-9]*)/gi)].map(([, tag]) => tag!.toLowerCase());
  expect(tags.filter((tag) => !MARKDOWN_TAGS.has(tag))).toEqual([]);
  expect(attributeNames(html).filter((name) => name.startsWith('on'))).toEqual([]);
  expect(html).not.toMatch(/href="\s*(javascript|vbscript|data|file):/i);
  expect(html).not.toMatch(/src="\s*(javascript|vbscript|data|file):/i);
  expect(html).not.toMatch(/<style/i);
  expect(html).not.toMatch(/<object|<embed|<form|<meta|<link/i);
}

describe('renderMarkdown', () => {
  it('renders the usual Markdown', () => {
    const html = renderMarkdown(
      '# Título\n\nTexto con **negritas**, _cursivas_ y [un enlace](https://vitrina.mx/autos).\n\n- uno\n- dos',
    );
    expect(html).toContain('<h1>Título</h1>');
    expect(html).toContain('<strong>negritas</strong>');
    expect(html).toContain('<em>cursivas</em>');
    expect(html).toContain('<li>uno</li>');
    expect(html).toContain(
      '<a href="https://vitrina.mx/autos" target="_blank" rel="noopener noreferrer nofollow">un enlace</a>',
    );
  });

  it.each([
    ['a script block', '<script>alert(1)</script>'],
    ['an inline script', 'Hola <script>alert(document.cookie)</script> mundo'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
    ['an image with an event handler', '<img src=x onerror="alert(1)">'],
    ['an inline event handler', 'texto <span onmouseover="alert(1)">aquí</span>'],
    ['an svg with onload', '<svg onload=alert(1)>'],
    ['a style block', '<style>body{display:none}</style>'],
    ['a form', '<form action="https://evil.example"><input></form>'],
    ['raw HTML block', '<div onclick="alert(1)">\n\n**x**\n\n</div>'],
    ['an HTML comment hiding a script', '<!-- --><script>alert(1)</script>'],
    ['a javascript: link', '[clic](javascript:alert(1))'],
    ['an upper-case JavaScript: link', '[clic](JaVaScRiPt:alert(1))'],
    ['a javascript: link with an entity', '[clic](javascript&#58;alert(1))'],
    ['a javascript: link with a tab', '[clic](java\tscript:alert(1))'],
    ['a javascript: link with a percent-encoded colon', '[clic](javascript%3Aalert(1))'],
    ['a vbscript: link', '[clic](vbscript:msgbox(1))'],
    ['a data: link', '[clic](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['a data: image', '![x](data:image/png;base64,iVBORw0KGgo=)'],
    ['a data: svg image', '![x](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)'],
    ['a javascript: image', '![x](javascript:alert(1))'],
    ['a javascript: autolink', '<javascript:alert(1)>'],
    ['a file: link', '[clic](file:///etc/passwd)'],
    ['a reference link to javascript:', '[clic][x]\n\n[x]: javascript:alert(1)'],
    ['a title attribute breaking out', '[clic](https://vitrina.mx "a\\" onmouseover=\\"alert(1)")'],
    ['an image alt breaking out', '![a" onerror="alert(1)](https://vitrina.mx/x.png)'],
  ])('removes %s', (_, source) => {
    assertInert(renderMarkdown(source));
  });

  it('shows raw HTML as text instead of running it', () => {
    expect(renderMarkdown('<script>alert(1)</script>')).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('leaves an unsafe link as its text', () => {
    const html = renderMarkdown('[clic](javascript:alert(1))');
    expect(html).not.toContain('<a');
    expect(html).toContain('[clic](javascript:alert(1))');
  });

  it('keeps safe links, relative links, e-mail and images', () => {
    expect(renderMarkdown('[ver](/blog/otra-nota)')).toContain('<a href="/blog/otra-nota">ver</a>');
    expect(renderMarkdown('[escribe](mailto:hola@vitrina.mx)')).toContain('href="mailto:hola@vitrina.mx"');
    expect(renderMarkdown('![Aveo](https://vitrina.mx/aveo.webp)')).toContain(
      '<img src="https://vitrina.mx/aveo.webp" alt="Aveo" loading="lazy">',
    );
  });
});

describe('isSafeUrl', () => {
  it.each([
    'https://vitrina.mx',
    'http://x.mx',
    '/ruta',
    '#ancla',
    'otra',
    'mailto:a@b.mx',
    'tel:+525512345678',
  ])('accepts %s', (url) => expect(isSafeUrl(url)).toBe(true));
  it.each([
    'javascript:alert(1)',
    ' JAVASCRIPT:x',
    'java\nscript:x',
    'data:text/html,x',
    'vbscript:x',
    'file:///x',
  ])('refuses %s', (url) => expect(isSafeUrl(url)).toBe(false));
  it('allows only http(s) images', () => {
    expect(isSafeUrl('mailto:a@b.mx', 'image')).toBe(false);
    expect(isSafeUrl('https://vitrina.mx/a.png', 'image')).toBe(true);
  });
});
