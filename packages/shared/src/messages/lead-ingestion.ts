import { defineMessages } from './define';

/** The public ingestion API (`POST /api/public/v1/leads`) and the dealerships' API keys. */
export const leadIngestionMessages = defineMessages({
  es: {
    'lead_ingestion.agency_mismatch':
      'La clave de API es de otra agencia: agency_id debe ser el de su agencia.',
    'lead_ingestion.rate_limited':
      'Esta clave de API llegó a su límite de leads por minuto. Intenta de nuevo en {{seconds}} segundos.',
    'lead_ingestion.too_many_prospects':
      'Un documento ADF admite como máximo {{max}} prospectos y este trae {{count}}: envía el resto en otros documentos.',
    'lead_ingestion.idempotency_key_reused':
      'La Idempotency-Key «{{key}}» ya se usó con otro contenido: usa una clave nueva para otro lead.',
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
      'This API key reached its leads per minute. Please try again in {{seconds}} seconds.',
    'lead_ingestion.too_many_prospects':
      'An ADF document may hold at most {{max}} prospects and this one has {{count}}: send the rest in other documents.',
    'lead_ingestion.idempotency_key_reused':
      'The Idempotency-Key “{{key}}” was already used with other content: use a new key for another lead.',
    'lead_ingestion.media_type':
      'Send the lead as JSON (application/json) or as ADF XML (application/xml or text/xml).',
    'lead_ingestion.xml_malformed': 'The XML is not valid (line {{line}}, column {{column}}).',
    'lead_ingestion.adf_root': 'The document is not ADF: its root element must be <adf>.',
    'lead_ingestion.key_revoked': 'API key revoked.',
  },
});
