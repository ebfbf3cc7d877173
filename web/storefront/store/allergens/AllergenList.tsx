/**
 * A product's allergens in the product overlay: "Allergene" and the declared codes with their
 * names ("A Gluten · G Milch"), then the shop's free-text note (e.g. "Kann Spuren von Sesam
 * enthalten"). Nothing when the product declares neither.
 */
import { useId } from 'react';
import { t } from '../../../common/i18n';
import { normaliseAllergens } from '#shared/menu/allergens.ts';
import { allergenName } from './allergen-filter';

export interface AllergenListProps {
  codes?: readonly string[] | null;
  note?: string | null;
}

export function AllergenList({ codes, note }: AllergenListProps) {
  const headingId = useId();
  const declared = normaliseAllergens(codes);
  if (declared.length === 0 && !note) return null;
  return (
    <section className="allergens" aria-labelledby={headingId}>
      <h3 id={headingId} className="allergens__heading">
        {t('allergen.heading')}
      </h3>
      {declared.length > 0 && (
        <ul className="allergens__list" role="list">
          {declared.map((code) => (
            <li key={code}>
              <span className="allergen-code">{code}</span> {allergenName(code)}
            </li>
          ))}
        </ul>
      )}
      {note && <p className="allergens__note">{note}</p>}
    </section>
  );
}
