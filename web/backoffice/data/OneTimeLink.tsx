/**
 * A secret address shown once, right after it was made (a user's time-clock link, a TV's player
 * link): the full address in a read-only field with a copy button and its QR code (the QR codes of
 * ../tables/qr.ts). The server keeps only a hash of the secret, so the screen cannot show it again
 * later; the area names the link in its own words.
 */
import { useId, useMemo, useState } from 'react';
import { Button } from '../../common/ui';
import { qrCode } from '../tables/qr';
import './one-time-link.css';

export interface OneTimeLinkTexts {
  /** 'Dieser Link wird nur jetzt angezeigt …' */
  onlyNow: string;
  /** The address field's label. */
  address: string;
  copy: string;
  copied: string;
  copyFailed: string;
  /** The QR code's accessible name. */
  qr: string;
}

export function OneTimeLink({ address, texts }: { address: string; texts: OneTimeLinkTexts }) {
  const code = useMemo(() => qrCode(address), [address]);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const inputId = useId();
  const copy = () => {
    navigator.clipboard
      .writeText(address)
      .then(() => setCopied('yes'))
      .catch(() => setCopied('failed'));
  };
  return (
    <div className="bo-once-link">
      <p className="bo-once-link__only-now">{texts.onlyNow}</p>
      <label className="bo-field__label" htmlFor={inputId}>
        {texts.address}
      </label>
      <input id={inputId} className="bo-once-link__address" readOnly value={address} onFocus={(event) => event.target.select()} />
      <div className="bo-once-link__actions">
        <Button variant="secondary" onClick={copy}>
          {texts.copy}
        </Button>
      </div>
      <p role="status" className="bo-field__help">
        {copied === 'yes' ? texts.copied : copied === 'failed' ? texts.copyFailed : ''}
      </p>
      <svg className="bo-once-link__qr" viewBox={`0 0 ${code.size} ${code.size}`} role="img" aria-label={texts.qr}>
        <rect width={code.size} height={code.size} fill="#ffffff" />
        <path d={code.path} fill="#000000" />
      </svg>
    </div>
  );
}
