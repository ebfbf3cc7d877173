/**
 * Terms and privacy checkboxes (storefront.md §2 "privacy policy and terms modals (markdown)",
 * §5 "Terms and privacy checkboxes exist; errors are shown by field"). The name of the document
 * in the label opens it: in a modal with the configured markdown text (a real link to its /site/…
 * page, so it also works in a new tab), else the configured external address in a new tab, else
 * it is plain text. The addresses are the footer's (layout/legal.ts).
 */
import { useState } from 'react';
import { t, type PlainMessageKey } from '../../common/i18n';
import { Button, Dialog } from '../../common/ui';
import type { LegalLink } from '../layout/legal';
import { CheckboxField } from './fields';
import { Markdown } from './Markdown';

const LINK_MARK = '\u0000';

export interface LegalConsentProps {
  name: 'legalInstructions' | 'privacyPolicy';
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The markdown text (config.termsAndConditionsText / privacyPolicyText). */
  text?: string | null;
  /** Where the document is: its /site/… page or the configured external address. */
  link: LegalLink | null;
  error?: string;
}

const KEYS: Record<LegalConsentProps['name'], { label: 'checkout.legal.terms' | 'checkout.legal.privacy'; link: PlainMessageKey; title: PlainMessageKey }> = {
  legalInstructions: { label: 'checkout.legal.terms', link: 'checkout.legal.termsLink', title: 'checkout.legal.termsTitle' },
  privacyPolicy: { label: 'checkout.legal.privacy', link: 'checkout.legal.privacyLink', title: 'checkout.legal.privacyTitle' },
};

export function LegalConsent({ name, checked, onChange, text, link, error }: LegalConsentProps) {
  const [open, setOpen] = useState(false);
  const keys = KEYS[name];
  const title = t(keys.title);
  const linkText = t(keys.link);
  const [before, after] = t(keys.label, { link: LINK_MARK }).split(LINK_MARK);

  const documentLink = !link ? (
    linkText
  ) : link.external ? (
    <a href={link.href} target="_blank" rel="noopener noreferrer">
      {linkText}
    </a>
  ) : (
    <a
      href={link.href}
      aria-haspopup={text?.trim() ? 'dialog' : undefined}
      onClick={(event) => {
        // Inside the label: open the text without ticking the box (a new tab still gets the page).
        if (!text?.trim() || event.ctrlKey || event.metaKey || event.shiftKey) return;
        event.preventDefault();
        setOpen(true);
      }}
    >
      {linkText}
    </a>
  );

  return (
    <>
      <CheckboxField
        name={name}
        required
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        error={error}
        label={
          <>
            {before}
            {documentLink}
            {after}
          </>
        }
      />
      {text?.trim() && (
        <Dialog
          open={open}
          onClose={() => setOpen(false)}
          title={title}
          className="checkout-dialog checkout-dialog--text"
          footer={
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('checkout.close')}
            </Button>
          }
        >
          <Markdown source={text} omitTitle={title} />
        </Dialog>
      )}
    </>
  );
}
