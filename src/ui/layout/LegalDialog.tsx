import { useTranslation } from 'react-i18next';
import { customerService } from '../../shared/config/customerService';
import { Dialog } from '../components/Dialog';

export type LegalDocument = 'terms' | 'privacy';

const titleKeys: Record<LegalDocument, string> = { terms: 'menu.terms', privacy: 'menu.privacy' };

/** The sections of each document, in reading order (web.legal.<document>.<section>.title and .body). */
export const legalSections: Record<LegalDocument, readonly string[]> = {
  terms: ['operator', 'eligibility', 'orders', 'fees', 'kyc', 'refunds', 'liability', 'changes'],
  privacy: ['controller', 'data', 'purposes', 'sharing', 'retention', 'rights', 'security', 'contact'],
};

// Who operates this deployment and when the documents last changed (config/customer-service.json operator).
const { operator } = customerService;

/** The version date of the documents in the user's language ("24 November 2026"). */
export function legalDate(date: string, lng: string): string {
  return new Intl.DateTimeFormat(lng, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * The terms of service and privacy policy the user accepts at login (product §1), in the user's
 * language: who operates this checkout and how to reach them (from config), then each section
 * with its heading, and the date of this version.
 */
export function LegalDialog({ document, onClose }: { document: LegalDocument | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const values = { operator: operator.name, email: operator.email };
  return (
    <Dialog
      open={document !== null}
      title={document ? t(titleKeys[document]) : ''}
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      {document ? (
        <div className="legal">
          <p className="legal__updated">{t('web.legal.lastUpdated', { date: legalDate(operator.legalUpdated, i18n.language) })}</p>
          {legalSections[document].map((section) => (
            <section key={section} className="legal__section">
              <h3 className="legal__heading">{t(`web.legal.${document}.${section}.title`)}</h3>
              <p>{t(`web.legal.${document}.${section}.body`, values)}</p>
            </section>
          ))}
          {operator.address ? <p>{t('web.legal.address', { address: operator.address })}</p> : null}
        </div>
      ) : null}
    </Dialog>
  );
}
