import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from '../../../shared/auth-schemas';

// zxcvbn's list of ~49,000 most used passwords, kept to those long enough to pass the length
// rule (shorter ones are refused anyway). Built once, on first use.
let commonPasswords: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    (dictionary['passwords-common'] as string[])
      .filter((p) => p.length >= PASSWORD_MIN_LENGTH)
      .map((p) => p.toLowerCase()),
  );
  return commonPasswords.has(password.toLowerCase());
}

export const commonPasswordMessage =
  'This password is one of the most commonly used and easy to guess. Please choose another.';
