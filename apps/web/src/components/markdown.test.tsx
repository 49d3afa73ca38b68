import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

const html = (text: string) => render(<Markdown>{text}</Markdown>).container.innerHTML;
const dom = (text: string) => render(<Markdown>{text}</Markdown>).container;

/** What the browser would run or open: elements that execute, handlers, unsafe addresses. */
function active(container: HTMLElement) {
  const elements = [...container.querySelectorAll('*')];
  return {
    executing: container.querySelectorAll('script, iframe, object, embed, style').length,
    handlers: elements.flatMap((element) =>
      element.getAttributeNames().filter((name) => name.startsWith('on')),
    ),
    addresses: elements
      .flatMap((element) => [element.getAttribute('href'), element.getAttribute('src')])
      .filter((address): address is string => address !== null),
  };
}

describe('Markdown', () => {
  it('renders Markdown: emphasis, lists, links', () => {
    const out = html('Hola **mundo**\n\n- uno\n- dos\n\n[Oferta](/commercial-offer/used)');
    expect(out).toContain('<strong>mundo</strong>');
    expect(out).toContain('<li>uno</li>');
    expect(out).toContain('href="/commercial-offer/used"');
  });

  it('drops raw HTML: scripts, iframes, event handlers', () => {
    const container = dom(
      'Antes <script>alert(1)</script> <iframe src="https://evil.example"></iframe>\n\n<img src=x onerror="alert(1)">\n\n<div onclick="alert(1)">clic</div>',
    );
    expect(active(container)).toMatchObject({ executing: 0, handlers: [] });
    expect(container.textContent).toContain('Antes');
  });

  it('removes javascript: and data: addresses from links and images', () => {
    const container = dom(
      '[clic](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) ![x](data:text/html;base64,AAAA)',
    );
    expect(active(container).addresses).toEqual([]);
  });

  it('opens external links in a new tab without access to this window', () => {
    const out = html('[Sitio](https://vitrina.mx)');
    expect(out).toContain('target="_blank"');
    expect(out).toContain('rel="noopener noreferrer nofollow"');
  });
});
