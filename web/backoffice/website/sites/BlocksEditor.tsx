/**
 * The blocks of a 'Standardseite': a card per block with its type and a summary as title, moved
 * with the arrow buttons or by dragging the handle, removed, and added at the end with the type
 * chosen beside the add button (../../data/ItemList.tsx does the list, focus and announcements).
 */
import { useState } from 'react';
import { BLOCK_TYPES } from '#shared/schemas/content.ts';
import { Fieldset, SelectField } from '../../data/fields';
import { ItemList } from '../../data/ItemList';
import { errorsUnder, type FieldErrors } from '../../data/record-form';
import { t } from '../../i18n';
import { BlockValueEditor } from './BlockValueEditor';
import { blockSummary, newBlock, type BlockType, type SiteBlock } from './site-blocks';

/** The server's limit of blocks per page (shared/schemas/content.ts). */
const MAX_BLOCKS = 200;

export const blockTypeLabel = (type: BlockType) => t(`websiteAdmin.blockType.${type}`);

export function BlocksEditor({ blocks, onChange, errors }: { blocks: readonly SiteBlock[]; onChange: (blocks: SiteBlock[]) => void; errors: FieldErrors }) {
  const [type, setType] = useState<BlockType>('text');
  return (
    <Fieldset legend={t('websiteAdmin.site.blocks.legend')} help={t('websiteAdmin.site.blocks.help')} className="ws-blocks">
      <div className="bo-fieldset__wide">
        {errors['content.blocks'] && <p className="bo-field__error">{errors['content.blocks']}</p>}
        <ItemList
          scope="content.blocks"
          items={blocks}
          onChange={onChange}
          create={() => newBlock(type)}
          draggable
          itemLabel={(block, index) => t('websiteAdmin.site.blocks.item', { position: index + 1, type: blockTypeLabel(block.type) })}
          legend={(block, index) => {
            const summary = blockSummary(block);
            return summary
              ? t('websiteAdmin.site.blocks.legendWithSummary', { position: index + 1, type: blockTypeLabel(block.type), summary })
              : t('websiteAdmin.site.blocks.legendPlain', { position: index + 1, type: blockTypeLabel(block.type) });
          }}
          addLabel={t('websiteAdmin.site.blocks.add')}
          addControls={
            <SelectField
              label={t('websiteAdmin.site.blocks.addType')}
              value={type}
              options={BLOCK_TYPES.map((option) => ({ value: option, label: blockTypeLabel(option) }))}
              onChange={(next) => setType((next as BlockType | undefined) ?? 'text')}
            />
          }
          max={MAX_BLOCKS}
          variant="card"
          empty={<p className="bo-items__empty">{t('websiteAdmin.site.blocks.empty')}</p>}
          renderItem={(block, index, update) => (
            <BlockValueEditor
              block={block}
              onChange={(value) => update({ ...block, value })}
              errors={relativeErrors(errorsUnder(errors, `content.blocks.${index}.value`), `content.blocks.${index}.value.`)}
            />
          )}
        />
      </div>
    </Fieldset>
  );
}

/** The messages under `prefix`, keyed without it ('content.blocks.2.value.text' → 'text'). */
function relativeErrors(errors: FieldErrors, prefix: string): FieldErrors {
  return Object.fromEntries(Object.entries(errors).flatMap(([field, message]) => (field.startsWith(prefix) ? [[field.slice(prefix.length), message]] : [])));
}
