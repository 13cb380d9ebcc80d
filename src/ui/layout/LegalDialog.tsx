import { useTranslation } from 'react-i18next';
import { Dialog } from '../components/Dialog';

export type LegalDocument = 'terms' | 'privacy';

const titleKeys: Record<LegalDocument, string> = { terms: 'menu.terms', privacy: 'menu.privacy' };

/** The terms of service and privacy policy the user accepts at login (spec §1), in the user's language. */
export function LegalDialog({ document, onClose }: { document: LegalDocument | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={document !== null}
      title={document ? t(titleKeys[document]) : ''}
      onClose={onClose}
      actions={<button type="button" className="button button--primary" onClick={onClose}>{t('common.close')}</button>}
    >
      {document ? (
        <div className="legal">
          {Object.values(t(`web.legal.${document}`, { returnObjects: true }) as Record<string, string>).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      ) : null}
    </Dialog>
  );
}
