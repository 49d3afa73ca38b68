import { describe, expect, it } from 'vitest';
import { BLOG_SLUG_MAX, blogPostInput, blogSlug } from './blog';
import { tutorialInput, videoEmbed } from './tutorials';

describe('blogSlug', () => {
  it('folds accents, drops punctuation and joins words with hyphens', () => {
    expect(blogSlug('¿Cómo elegir tu próximo SUV en León?')).toBe('como-elegir-tu-proximo-suv-en-leon');
    expect(blogSlug('Año 2026: “Crédito” & Señal')).toBe('ano-2026-credito-senal');
  });
  it('cuts a long title at a word', () => {
    const slug = blogSlug('palabra '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(BLOG_SLUG_MAX);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug.endsWith('palabra')).toBe(true);
  });
  it('is empty when nothing can be made of the title', () => {
    expect(blogSlug('¡¿…?!')).toBe('');
  });
});

describe('blogPostInput', () => {
  const base = { title: 'Nota', category: 'Consejos', author: 'Equipo Vitrina' };
  it('needs a date to schedule', () => {
    const result = blogPostInput.safeParse({ ...base, status: 'scheduled' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['publish_at'],
      message: 'blog.publish_at_required',
    });
  });
  it('refuses a slug with accents or spaces', () => {
    expect(blogPostInput.safeParse({ ...base, slug: 'mi nota' }).success).toBe(false);
    expect(blogPostInput.safeParse({ ...base, slug: 'canción' }).success).toBe(false);
  });
  it('keeps one of each tag', () => {
    expect(blogPostInput.parse({ ...base, tags: ['SUV', 'suv', 'Crédito'] }).tags).toEqual([
      'SUV',
      'Crédito',
    ]);
  });
});

describe('videoEmbed', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [
      'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=10',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://vimeo.com/76979871/8272103f6e', 'https://player.vimeo.com/video/76979871?dnt=1&h=8272103f6e'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    [
      'https://player.vimeo.com/video/76979871?h=8272103f6e',
      'https://player.vimeo.com/video/76979871?dnt=1&h=8272103f6e',
    ],
  ])('embeds %s privacy-enhanced', (link, embed) => {
    expect(videoEmbed(link)?.embed).toBe(embed);
  });

  it.each([
    'javascript:alert(1)',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://user@youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'https://vimeo.com/about',
    'ftp://vimeo.com/76979871',
    'no es un enlace',
  ])('refuses %s', (link) => {
    expect(videoEmbed(link)).toBeNull();
  });

  it('gives the clear message on an unsupported link', () => {
    const result = tutorialInput.safeParse({
      title: 'Alta de autos',
      category: 'Inventario',
      audience: 'dealers',
      video_url: 'https://www.dailymotion.com/video/x7',
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['video_url'],
      message: 'tutorials.video_url_unsupported',
    });
  });
});
