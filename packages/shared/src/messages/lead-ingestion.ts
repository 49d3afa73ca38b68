import { defineMessages } from './define';

/** The public ingestion API (`POST /api/public/v1/leads`) and the dealerships' API keys. */
export const leadIngestionMessages = defineMessages({
  es: {
    'lead_ingestion.agency_mismatch':
      'La clave de API es de otra agencia: agency_id debe ser el de su agencia.',
    'lead_ingestion.rate_limited':
      'Demasiadas solicitudes con esta clave de API. Intenta de nuevo en {{seconds}} segundos.',
    'lead_ingestion.media_type':
      'Envía el lead como JSON (application/json) o como ADF XML (application/xml o text/xml).',
    'lead_ingestion.xml_malformed': 'El XML no es válido (línea {{line}}, columna {{column}}).',
    'lead_ingestion.adf_root': 'El documento no es ADF: su elemento raíz debe ser <adf>.',
    'lead_ingestion.key_revoked': 'Clave de API revocada.',
  },
  en: {
    'lead_ingestion.agency_mismatch':
      "The API key belongs to another dealership: agency_id must be the key's dealership.",
    'lead_ingestion.rate_limited':
      'Too many requests with this API key. Please try again in {{seconds}} seconds.',
    'lead_ingestion.media_type':
      'Send the lead as JSON (application/json) or as ADF XML (application/xml or text/xml).',
    'lead_ingestion.xml_malformed': 'The XML is not valid (line {{line}}, column {{column}}).',
    'lead_ingestion.adf_root': 'The document is not ADF: its root element must be <adf>.',
    'lead_ingestion.key_revoked': 'API key revoked.',
  },
});
