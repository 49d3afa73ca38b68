import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './basics';
import { MEMBERSHIP_STATUSES } from './rules';

const email = z.string().trim().toLowerCase().max(254).pipe(z.email());
const password = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);

export const loginBody = z.object({
  email,
  // Sign-in checks the stored hash; length rules are for choosing a password, not entering one.
  password: z.string().min(1).max(PASSWORD_MAX),
  remember: z.boolean().optional().default(false),
});
export type LoginBody = z.input<typeof loginBody>;

export const loginAnswer = z.object({ data: z.string(), expires_in: z.number().int() });
export const refreshAnswer = z.object({ data: z.string(), expires_in: z.number().int() });

export const profileAgency = z.object({
  id: z.number().int(),
  name: z.string(),
  group: z.string().nullable(),
  membership_status: z.enum(MEMBERSHIP_STATUSES),
  is_premium: z.boolean(),
  is_preowened: z.boolean(),
  permissions_for_package: z.array(z.string()),
  waba_id: z.string().nullable(),
});
export type ProfileAgency = z.infer<typeof profileAgency>;

export const fbLeadNotification = z.object({
  id: z.number().int(),
  created_at: z.string(),
  dealer: z.string(),
});

export const profile = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  permissions: z.array(z.string()),
  status: z.number().int(),
  is_premium: z.boolean(),
  is_preowened: z.boolean(),
  locale: z.string(),
  email_verified_at: z.string().nullable(),
  agencies: z.array(profileAgency),
  fb_lead_notifications: z.array(fbLeadNotification),
});
export type Profile = z.infer<typeof profile>;

export const profileAnswer = z.object({ data: profile });

export const updateProfileBody = z.object({
  name: z.string().trim().min(2).max(120),
  email,
  locale: z.enum(['es', 'en']).optional(),
  /** Required when the e-mail changes: the address is how the account is recovered. */
  current_password: z.string().max(PASSWORD_MAX).optional(),
});

export const updatePasswordBody = z
  .object({
    current_password: z.string().min(1).max(PASSWORD_MAX),
    password,
    password_confirmation: z.string(),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    message: 'auth.password_confirmation',
  });

export const messageAnswer = z.object({ message: z.string() });

/** `/register`: a new account, inactive until its e-mail is verified. */
export const registerBody = z
  .object({
    name: z.string().trim().min(2).max(120),
    email,
    password,
    password_confirmation: z.string().max(PASSWORD_MAX),
    locale: z.enum(['es', 'en']).optional(),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    message: 'auth.password_confirmation',
  });
export type RegisterBody = z.input<typeof registerBody>;

/** Forgot password, resend verification: only an e-mail address. */
export const emailOnlyBody = z.object({ email });
export type EmailOnlyBody = z.input<typeof emailOnlyBody>;

/** The token of an e-mailed link, as the link carries it. */
export const linkToken = z.string().min(1).max(200);

export const verifyEmailBody = z.object({ token: linkToken });

/** `/password/reset/{token}`: the new password, twice. */
export const resetPasswordBody = z
  .object({
    token: linkToken,
    password,
    password_confirmation: z.string().max(PASSWORD_MAX),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    message: 'auth.password_confirmation',
  });
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;
