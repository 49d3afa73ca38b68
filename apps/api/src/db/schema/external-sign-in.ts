import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './access';

/**
 * Accounts of external identity providers linked to a user (issuer or 'facebook' + subject): the
 * first sign-in links by verified e-mail, every later one finds the user by subject alone.
 */
export const externalIdentities = pgTable(
  'external_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The e-mail the provider vouched for when the link was made (for administrators reading it). */
    email: text('email').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    index('external_identities_user_idx').on(t.user_id),
  ],
);

/**
 * External sign-ins under way, between the redirect to the provider and its return: the state
 * (stored hashed), the nonce and the PKCE verifier. A row is consumed by its return, once; the
 * API keeps nothing in memory, so any process can finish what another began.
 */
export const externalSignInAttempts = pgTable(
  'external_sign_in_attempts',
  {
    state_hash: text('state_hash').primaryKey(),
    provider: text('provider').notNull(),
    nonce: text('nonce').notNull(),
    code_verifier: text('code_verifier').notNull(),
    remember: boolean('remember').notNull().default(false),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('external_sign_in_attempts_expires_idx').on(t.expires_at)],
);

/** Identifiers (jti) of the integration tokens already used, kept until they expire: no replay. */
export const integrationTokenUses = pgTable(
  'integration_token_uses',
  {
    jti: text('jti').primaryKey(),
    user_id: integer('user_id'),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('integration_token_uses_expires_idx').on(t.expires_at)],
);
