import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { constants } from '../../../shared/config/constants';
import { checkPhoto } from './photoCheck';

interface PhotoFieldProps {
  labelKey: string;
  hintKey: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Shown when the user tried to continue without a photo. */
  missing: boolean;
  /** The server keeps the photo sent before (findUserDetail photosKept): none is needed unless the user replaces it. */
  kept?: boolean;
}

/** One KYC photo (ID, selfie or proof of address), checked on choice (product §5), previewed, replaceable; one kept from before says so. */
export function PhotoField({ labelKey, hintKey, file, onChange, missing, kept = false }: PhotoFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  // The preview shows the file through an object URL, a browser resource made for the file and
  // revoked with it: set on the image once it is in the page, before it is painted, not kept in state.
  const preview = useRef<HTMLImageElement>(null);
  useLayoutEffect(() => {
    if (!file || !preview.current) return;
    const url = URL.createObjectURL(file);
    preview.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const message = error ?? (missing && !file && !kept ? t('web2.kyc.photoMissing') : null);
  return (
    <div className="field kyc-photo">
      <label className="field__label" htmlFor={id}>
        {t(labelKey)}
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {t(hintKey)} {t('kyc.documents.photoRequirement')}
      </p>
      {kept && !file ? <p className="field__hint">{t('kyc.documents.kept')}</p> : null}
      {file ? <img ref={preview} className="kyc-photo__preview" alt={t(labelKey)} /> : null}
      <input
        id={id}
        type="file"
        accept={constants.photoTypes.join(',')}
        className="field__input kyc-photo__input"
        aria-describedby={message ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={message ? true : undefined}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          if (!chosen) return;
          const check = checkPhoto(chosen);
          setError(check.valid ? null : t(check.messageKey));
          onChange(check.valid ? chosen : null);
          if (!check.valid) event.target.value = '';
        }}
      />
      {message ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
