import fs from 'node:fs';
import path from 'node:path';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../lib/i18n';
import { NOTICE_MS, Notice } from './notice';

function Harness({ persistent = false }: { persistent?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <Notice open={open} onClose={() => setOpen(false)} persistent={persistent} severity="info">
      La aplicación está lista para usarse sin conexión.
    </Notice>
  );
}

describe('a notice', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('closes itself after a few seconds', () => {
    render(<Harness />);
    expect(screen.getByRole('alert').textContent).toContain('lista para usarse sin conexión');
    act(() => vi.advanceTimersByTime(NOTICE_MS - 100));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(100));
    // Then it fades out.
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(NOTICE_MS).toBeLessThanOrEqual(8000);
  });

  it('stays while it asks for a decision', () => {
    render(<Harness persistent />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByRole('alert')).not.toBeNull();
  });

  it('sits at the top, away from the actions forms and dialogs keep at the bottom', () => {
    render(<Harness />);
    const snackbar = screen.getByRole('alert').closest('.MuiSnackbar-root');
    expect(snackbar?.className).toContain('MuiSnackbar-anchorOriginTopCenter');
  });
});

/** Every notice goes through Notice, so none can be placed over a form's or a dialog's actions. */
it('is the only place the application draws a snackbar', () => {
  const src = path.resolve(import.meta.dirname, '..');
  const files = (fs.readdirSync(src, { recursive: true }) as string[]).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  const drawing = files.filter((file) =>
    /@mui\/material\/Snackbar|\bSnackbar\b.*from '@mui\/material'/.test(
      fs.readFileSync(path.join(src, file), 'utf8'),
    ),
  );
  expect(drawing).toEqual([path.join('components', 'notice.tsx')]);
});
