/**
 * The account module's public entry: the users screen sends its reset and welcome e-mails
 * through the same links as the sign-in page's "forgot password".
 */
export { queuePasswordReset } from './account.links';
export { registrationNotice, unguessablePassword } from './account.mail';
