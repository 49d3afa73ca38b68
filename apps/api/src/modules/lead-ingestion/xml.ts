/**
 * A small XML reader for ADF files: elements, attributes, text, CDATA and the predefined and
 * numeric entities; comments, processing instructions and a DOCTYPE are skipped. Tolerant where
 * real lead files are sloppy: the prolog may be anything (`<?XML VERSION "1.0"?>` is not XML),
 * names are compared in lower case, an attribute may be unquoted, and an `&` that starts no entity
 * is kept as written. A broken structure (an unclosed or mismatched element) is refused with its
 * line and column. No DTD is ever read, so no entity expands into anything but one character.
 */
import { singleSpaced } from '@vitrina/shared';

export interface XmlElement {
  /** In lower case. */
  name: string;
  /** Names in lower case. */
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text (CDATA included), without its children's. */
  text: string;
}

export class XmlSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly column: number,
  ) {
    super(`XML syntax error at ${line}:${column}`);
  }
}

/** Deeper than any ADF file nests. */
const MAX_DEPTH = 32;
const NAME = /[A-Za-z_][-A-Za-z0-9_.:]*/y;
const SPACE = /\s*/y;
const ATTRIBUTE = /([A-Za-z_][-A-Za-z0-9_.:]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'<>/=`]+)))?\s*/y;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] !== '#') return NAMED[body.toLowerCase()] ?? entity;
    const code =
      body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
      ? String.fromCodePoint(code)
      : entity;
  });
}

export function parseXml(source: string): XmlElement {
  let at = 0;
  const fail = (offset = at): never => {
    const before = source.slice(0, offset).split('\n');
    throw new XmlSyntaxError(before.length, before[before.length - 1]!.length + 1);
  };
  const match = (pattern: RegExp) => {
    pattern.lastIndex = at;
    const found = pattern.exec(source);
    if (found) at = pattern.lastIndex;
    return found;
  };
  /** Skips what may stand between elements: space, comments, processing instructions, a DOCTYPE. */
  const skipMisc = () => {
    for (;;) {
      match(SPACE);
      const end = (close: string) => {
        const found = source.indexOf(close, at);
        if (found < 0) fail();
        at = found + close.length;
      };
      if (source.startsWith('<!--', at)) end('-->');
      else if (source.startsWith('<?', at)) end('?>');
      else if (/^<!doctype/i.test(source.slice(at, at + 9))) {
        // An internal subset (`[ … ]`) is skipped whole, never read.
        const subset = source.indexOf('[', at);
        end(subset >= 0 && subset < source.indexOf('>', at) ? ']>' : '>');
      } else return;
    }
  };

  const element = (depth: number): XmlElement => {
    if (depth > MAX_DEPTH || source[at] !== '<') fail();
    at += 1;
    const name = match(NAME)?.[0].toLowerCase() ?? fail();
    match(SPACE);
    const attributes: Record<string, string> = Object.create(null);
    for (let found = match(ATTRIBUTE); found; found = match(ATTRIBUTE)) {
      attributes[found[1]!.toLowerCase()] = decode(found[2] ?? found[3] ?? found[4] ?? '');
    }
    const node: XmlElement = { name, attributes, children: [], text: '' };
    if (source.startsWith('/>', at)) {
      at += 2;
      return node;
    }
    if (source[at] !== '>') fail();
    at += 1;
    for (;;) {
      const next = source.indexOf('<', at);
      if (next < 0) fail(source.length);
      node.text += decode(source.slice(at, next));
      at = next;
      if (source.startsWith('</', at)) {
        const closing = at;
        at += 2;
        if (match(NAME)?.[0].toLowerCase() !== name) fail(closing);
        match(SPACE);
        if (source[at] !== '>') fail();
        at += 1;
        return node;
      }
      if (source.startsWith('<![CDATA[', at)) {
        const end = source.indexOf(']]>', at);
        if (end < 0) fail();
        node.text += source.slice(at + 9, end);
        at = end + 3;
      } else if (source.startsWith('<!--', at) || source.startsWith('<?', at)) skipMisc();
      else node.children.push(element(depth + 1));
    }
  };

  skipMisc();
  const root = element(0);
  skipMisc();
  if (at < source.length) fail();
  return root;
}

/** The first child element of that name. */
export const child = (node: XmlElement | undefined, name: string) =>
  node?.children.find((item) => item.name === name);

/** Every child element of that name. */
export const childrenOf = (node: XmlElement | undefined, name: string) =>
  node?.children.filter((item) => item.name === name) ?? [];

/** The first child's text, trimmed, with runs of space as one; '' when there is none. */
export const textOf = (node: XmlElement | undefined, name?: string) =>
  singleSpaced((name ? child(node, name) : node)?.text ?? '');
