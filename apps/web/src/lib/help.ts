/**
 * Spec §1: the help link opens a WhatsApp chat with a preset message asking for an advisor.
 * The number comes from configuration (VITE_HELP_WHATSAPP at build time).
 */
const DEFAULT_HELP_NUMBER = '525500000000';

export function helpNumber(): string {
  return (
    (import.meta.env.VITE_HELP_WHATSAPP as string | undefined)?.replace(/\D/g, '') || DEFAULT_HELP_NUMBER
  );
}

export function helpLink(message: string): string {
  return `https://wa.me/${helpNumber()}?text=${encodeURIComponent(message)}`;
}
