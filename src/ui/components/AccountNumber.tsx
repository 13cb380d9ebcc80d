import { accountNumberGroups } from './format';

/**
 * An account number (virtual account, CLABE, IBAN) that never breaks inside itself: groups of four,
 * each kept whole, so a 16-digit number reads "7001 2888 5743 0279" on any screen width. Screen
 * readers read the groups as they are shown.
 */
export function AccountNumber({ value }: { value: string }) {
  return (
    <span className="account-number mono">
      {accountNumberGroups(value).map((group, index) => (
        // Groups repeat ("0000 0000"): their place is their identity.
        <span key={index} className="account-number__group">
          {group}
        </span>
      ))}
    </span>
  );
}
