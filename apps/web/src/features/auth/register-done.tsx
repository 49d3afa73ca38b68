/** After registering: the confirmation, and sending the verification link again. */
import AccountDone from './account-done';
import { ResendVerification } from './resend-verification';

export default function RegisterDone({ message, email }: { message: string; email: string }) {
  return (
    <AccountDone message={message}>
      <ResendVerification email={email} />
    </AccountDone>
  );
}
