/**
 * The mail module's public entry: other modules queue their e-mails here (in their own
 * transaction), in the product's look; the app defines the delivery job.
 */
export { defineMailDelivery } from './delivery.job';
export { type MailContent, type RenderedMail, renderMail } from './mail.layout';
export { queueMail } from './mail.repository';
