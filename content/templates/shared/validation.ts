/**
 * Field validators shared by the form templates. Each returns an error message, or '' when the value is valid,
 * so a form can keep `Record<field, string>` of errors and pass each straight to a TextField's helperText.
 */

// Deliberately loose: something@something.tld. The server is the real judge of an address.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const PASSWORD_MIN_LENGTH = 8;

export function validateEmail(value: string): string {
  if (!value.trim()) return 'Enter your email address.';
  return EMAIL_PATTERN.test(value.trim()) ? '' : 'Enter an email address like name@example.com.';
}

export function validatePassword(value: string): string {
  if (!value) return 'Enter a password.';
  return value.length >= PASSWORD_MIN_LENGTH ? '' : `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
}

/** `label` completes the sentence "Enter your …". */
export function validateRequired(value: string, label: string): string {
  return value.trim() ? '' : `Enter your ${label}.`;
}

/** True when no field of an error record holds a message. */
export function hasNoErrors(errors: Record<string, string>): boolean {
  return Object.values(errors).every((message) => !message);
}
