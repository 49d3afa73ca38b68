import { defineMessages } from './define';

/** Buyer alerts: the marketplace's ingestion API and the dealers' offers (`/find-cars`). */
export const buyerAlertMessages = defineMessages({
  es: {
    'alerts.year_range': 'El año final debe ser igual o posterior al año inicial.',
    'alerts.price_range': 'El precio máximo debe ser igual o mayor que el precio mínimo.',
    'alerts.brand_unknown': 'La marca no existe en el catálogo.',
    'alerts.model_unknown': 'El modelo no existe o no es de la marca indicada.',
    'alerts.body_unknown': 'La carrocería no existe en el catálogo.',
    'alerts.not_configured':
      'La API de alertas no está configurada: falta la clave de plataforma del marketplace.',
    'alerts.vehicle_unmatched':
      'El vehículo no está disponible en tu inventario o no coincide con la búsqueda del comprador.',
    'alerts.already_offered': 'Ya ofreciste este vehículo a este comprador.',
    'alerts.alert_closed': 'El comprador cerró esta alerta; ya no recibe ofertas.',
    'alerts.offered':
      '¡Oferta enviada! El comprador recibirá el vehículo por correo y el lead quedó en Autos buscados.',
  },
  en: {
    'alerts.year_range': 'The last year must be the same as or after the first year.',
    'alerts.price_range': 'The maximum price must be the same as or greater than the minimum price.',
    'alerts.brand_unknown': 'The brand is not in the catalog.',
    'alerts.model_unknown': 'The model does not exist or is not of the given brand.',
    'alerts.body_unknown': 'The body type is not in the catalog.',
    'alerts.not_configured': 'The alerts API is not configured: the marketplace platform key is missing.',
    'alerts.vehicle_unmatched':
      "The vehicle is not available in your inventory or does not match the buyer's search.",
    'alerts.already_offered': 'You already offered this vehicle to this buyer.',
    'alerts.alert_closed': 'The buyer closed this alert; it no longer takes offers.',
    'alerts.offered': 'Offer sent! The buyer will get the vehicle by e-mail, and the lead is in Wanted cars.',
  },
});
