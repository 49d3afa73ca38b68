import { defineMessages } from './define';

/** AutoCheck (`/verification`). The VIN's shape messages are the inventory's (`inventory.vin_*`). */
export const verificationMessages = defineMessages({
  es: {
    'verification.value_required': 'Escribe el VIN o la placa que quieres verificar.',
    'verification.plate_format':
      'La placa no tiene un formato mexicano reconocido. Usa AAA-000-A, AAA-00-00, 000-AAA o A00-AAA.',
    'verification.rate_limited':
      'Tu agencia hizo demasiadas consultas al proveedor de reportes. Intenta de nuevo en {{seconds}} segundos.',
    'verification.retry_not_needed': 'Esta verificación ya tiene su reporte; no hace falta reintentarla.',
    'verification.plate_needs_provider':
      'Una placa solo puede verificarse con el proveedor de reportes, que no está configurado. Verifica el VIN.',
  },
  en: {
    'verification.value_required': 'Enter the VIN or the plate to verify.',
    'verification.plate_format':
      'The plate is not in a recognised Mexican format. Use AAA-000-A, AAA-00-00, 000-AAA or A00-AAA.',
    'verification.rate_limited':
      'Your dealership made too many requests to the report provider. Try again in {{seconds}} seconds.',
    'verification.retry_not_needed': 'This verification already has its report; there is nothing to retry.',
    'verification.plate_needs_provider':
      'A plate can only be verified with the report provider, which is not configured. Verify the VIN.',
  },
});
