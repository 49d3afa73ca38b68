/** Spec §5 generic checks; each answers a message key or null. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function validateEmail(value: string): 'errors:invalidEmail' | null {
  return EMAIL.test(value.trim()) ? null : 'errors:invalidEmail';
}

export function validateUrl(value: string): 'errors:invalidUrl' | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : 'errors:invalidUrl';
  } catch {
    return 'errors:invalidUrl';
  }
}
