import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { validateEmail, validateUrl } from './validators';

describe('generic input checks (spec §5)', () => {
  it('accepts e-mail addresses and refuses the rest with "Invalid email address"', () => {
    expect(validateEmail('gerente@vitrina.mx')).toBeNull();
    expect(validateEmail('  ana.lopez+ventas@agencia.com.mx ')).toBeNull();
    for (const bad of ['', 'gerente', 'gerente@', '@vitrina.mx', 'gerente@vitrina', 'ge rente@vitrina.mx']) {
      expect(validateEmail(bad)).toBe('errors:invalidEmail');
    }
    expect(i18n.getFixedT('en')('errors:invalidEmail')).toBe('Invalid email address');
    expect(i18n.getFixedT('es')('errors:invalidEmail')).toBe('Dirección de correo electrónico inválida');
  });

  it('accepts http and https URLs and refuses the rest with "Invalid URL"', () => {
    expect(validateUrl('https://vitrina.mx/autos?marca=nissan')).toBeNull();
    expect(validateUrl('http://localhost:3000')).toBeNull();
    for (const bad of ['', 'vitrina.mx', 'ftp://vitrina.mx', 'javascript:alert(1)', 'https//vitrina.mx']) {
      expect(validateUrl(bad)).toBe('errors:invalidUrl');
    }
    expect(i18n.getFixedT('en')('errors:invalidUrl')).toBe('Invalid URL');
  });
});
