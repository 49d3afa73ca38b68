import { defineMessages } from './define';

export const auctionMessages = defineMessages({
  es: {
    'auctions.ends_before_starts': 'El cierre debe ser posterior al inicio.',
    'auctions.starts_in_past': 'El inicio no puede estar en el pasado.',
    'auctions.catalog_year_inactive': 'El vehículo elegido no existe o ya no está activo en el catálogo.',
    'auctions.already_started': 'La subasta ya comenzó: solo puede editarse antes de su inicio.',
    'auctions.already_closed': 'La subasta ya terminó o fue cancelada.',
    'auctions.cancelled': 'Subasta cancelada.',
    'auctions.not_started': 'La subasta todavía no comienza.',
    'auctions.ended': 'La subasta ya terminó: no se aceptan más pujas.',
    'auctions.own_bid': 'Tu agencia ya tiene la puja más alta: no puede superarse a sí misma.',
    'auctions.bid_too_low': 'La puja mínima ahora es de {{minimum}}.',
    'auctions.bid_placed': 'Puja registrada.',
    'auctions.bid_placed_extended': 'Puja registrada. La subasta se extendió 2 minutos.',
  },
  en: {
    'auctions.ends_before_starts': 'The end must be after the start.',
    'auctions.starts_in_past': 'The start cannot be in the past.',
    'auctions.catalog_year_inactive':
      'The chosen vehicle does not exist or is no longer active in the catalog.',
    'auctions.already_started': 'The auction has started: it can only be edited before it starts.',
    'auctions.already_closed': 'The auction has already ended or was cancelled.',
    'auctions.cancelled': 'Auction cancelled.',
    'auctions.not_started': 'The auction has not started yet.',
    'auctions.ended': 'The auction has ended: no more bids are accepted.',
    'auctions.own_bid': 'Your dealership already holds the highest bid: it cannot outbid itself.',
    'auctions.bid_too_low': 'The minimum bid is now {{minimum}}.',
    'auctions.bid_placed': 'Bid placed.',
    'auctions.bid_placed_extended': 'Bid placed. The auction was extended by 2 minutes.',
  },
});
