/**
 * Read aloud, not shown: the `sx` of text for screen readers only (a cell's second amount, what
 * a badge means, the verb before a card's text). In pixels: a bare 1 in `sx` would mean 100%.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
