/**
 * The editor inside ./RichTextField.tsx (loaded on demand: TipTap and ProseMirror are downloaded
 * only by editors that show a rich-text field). HTML in, HTML out; the server sanitises what is
 * saved.
 *
 * Decision: the marks and blocks a shop's page text needs and the storefront's content styles
 * cover: paragraphs, bold, italic, headings (the toolbar offers h2 and h3; an h1 a hero text carries is kept), bullet and
 * numbered lists, links and line breaks. Code, quotes, rules, strike-through and underline are off,
 * so pasted text from elsewhere keeps to these too.
 *
 * Read-only: the editor follows the record editor's disabled fieldset (a viewer who may not change
 * the record reads the text, the toolbar's buttons are disabled with the fieldset).
 */
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../../common/ui';
import { t } from '../i18n';
import { linkHref, storedHtml } from './rich-text';

export interface RichTextEditorProps {
  value: string | undefined;
  onChange: (html: string) => void;
  /** The id of the visible label (the editable area is named by it). */
  labelId: string;
  label: string;
  describedBy: string | undefined;
  invalid: boolean;
}

const extensions = [
  StarterKit.configure({
    // h1 stays what it is (a hero's page heading); the toolbar offers h2 and h3.
    heading: { levels: [1, 2, 3] },
    code: false,
    codeBlock: false,
    blockquote: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', HTMLAttributes: { rel: 'noopener noreferrer', target: null } },
  }),
];

export default function RichTextEditor({ value, onChange, labelId, label, describedBy, invalid }: RichTextEditorProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  // The value last put into or read from the editor: a new value from outside (reload, paste) replaces the content.
  const known = useRef(value ?? '');
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const editor = useEditor({
    extensions,
    // No <style> element of TipTap's own (the Content-Security-Policy allows style sheets only); rich-text.css has its rules.
    injectCSS: false,
    content: value ?? '',
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, class: 'bo-richtext__content' } },
    onUpdate: ({ editor: current }) => {
      const html = storedHtml(current.getHTML(), current.isEmpty);
      known.current = html;
      onChangeRef.current(html);
    },
  });

  useEffect(() => {
    if (!editor || (value ?? '') === known.current) return;
    known.current = value ?? '';
    editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);

  // Editable unless the record editor's fieldset is disabled; screen readers hear help and error.
  useEffect(() => {
    // The editable element is read from the page: the editor's view is not there yet while it mounts.
    const dom = rootRef.current?.querySelector<HTMLElement>('.ProseMirror');
    if (!editor || editor.isDestroyed || !dom) return;
    const editable = !rootRef.current?.closest('fieldset:disabled');
    if (editor.options.editable !== editable) editor.setEditable(editable, false);
    if (describedBy) dom.setAttribute('aria-describedby', describedBy);
    else dom.removeAttribute('aria-describedby');
    if (invalid) dom.setAttribute('aria-invalid', 'true');
    else dom.removeAttribute('aria-invalid');
    if (editable) dom.removeAttribute('aria-readonly');
    else dom.setAttribute('aria-readonly', 'true');
  });

  return (
    <div ref={rootRef} className={invalid ? 'bo-richtext has-error' : 'bo-richtext'}>
      {editor && <Toolbar editor={editor} label={label} />}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading2: current.isActive('heading', { level: 2 }),
      heading3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      href: current.getAttributes('link').href as string | undefined,
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const chain = () => editor.chain().focus();
  return (
    <>
      <div className="bo-richtext__toolbar" role="toolbar" aria-label={t('dataScreen.richText.toolbar', { label })}>
        <ToolButton label={t('dataScreen.richText.bold')} pressed={state.bold} onClick={() => chain().toggleBold().run()}>
          <b>F</b>
        </ToolButton>
        <ToolButton label={t('dataScreen.richText.italic')} pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
          <i>K</i>
        </ToolButton>
        <ToolButton label={t('dataScreen.richText.heading2')} pressed={state.heading2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
          <span className="bo-richtext__icon bo-richtext__icon--h2" />
        </ToolButton>
        <ToolButton label={t('dataScreen.richText.heading3')} pressed={state.heading3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
          <span className="bo-richtext__icon bo-richtext__icon--h3" />
        </ToolButton>
        <ToolButton label={t('dataScreen.richText.bulletList')} pressed={state.bulletList} onClick={() => chain().toggleBulletList().run()}>
          <span className="bo-richtext__icon bo-richtext__icon--bullets" />
        </ToolButton>
        <ToolButton label={t('dataScreen.richText.orderedList')} pressed={state.orderedList} onClick={() => chain().toggleOrderedList().run()}>
          <span className="bo-richtext__icon bo-richtext__icon--numbers" />
        </ToolButton>
        <ToolButton label={t('dataScreen.richText.link')} pressed={state.link} expanded={linkOpen} onClick={() => setLinkOpen((open) => !open)}>
          {t('dataScreen.richText.link')}
        </ToolButton>
        <ToolButton label={t('dataScreen.richText.undo')} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          ↶
        </ToolButton>
        <ToolButton label={t('dataScreen.richText.redo')} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          ↷
        </ToolButton>
      </div>
      {linkOpen && (
        <LinkForm
          href={state.href}
          onApply={(href) => {
            setLinkOpen(false);
            // Nothing selected and no link under the cursor: the address itself becomes the link's text.
            if (editor.state.selection.empty && !state.link)
              chain()
                .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
                .run();
            else chain().extendMarkRange('link').setLink({ href }).run();
          }}
          onRemove={() => {
            setLinkOpen(false);
            chain().extendMarkRange('link').unsetLink().run();
          }}
          onCancel={() => {
            setLinkOpen(false);
            editor.commands.focus();
          }}
        />
      )}
    </>
  );
}

function ToolButton({
  label,
  pressed,
  expanded,
  disabled,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  expanded?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="bo-richtext__button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      disabled={disabled}
      // The editor keeps its selection while a button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

/** The link's address: typed in a row below the toolbar (no nested form: Enter applies, Esc cancels). */
function LinkForm({
  href,
  onApply,
  onRemove,
  onCancel,
}: {
  href: string | undefined;
  onApply: (href: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState(href ?? '');
  const [invalid, setInvalid] = useState(false);
  const apply = () => {
    const next = linkHref(typed);
    if (next) onApply(next);
    else setInvalid(true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };
  return (
    <div className="bo-richtext__link">
      <div className={invalid ? 'bo-field has-error' : 'bo-field'}>
        <label className="bo-field__label" htmlFor={id}>
          {t('dataScreen.richText.linkAddress')}
        </label>
        <p id={`${id}-help`} className="bo-field__help">
          {t('dataScreen.richText.linkHelp')}
        </p>
        <input
          id={id}
          className="bo-input"
          type="text"
          inputMode="url"
          autoComplete="off"
          autoFocus
          value={typed}
          aria-describedby={invalid ? `${id}-help ${id}-error` : `${id}-help`}
          aria-invalid={invalid || undefined}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            setTyped(event.target.value);
            setInvalid(false);
          }}
        />
        {invalid && (
          <p id={`${id}-error`} className="bo-field__error">
            {t('dataScreen.richText.linkInvalid')}
          </p>
        )}
      </div>
      <div className="bo-richtext__link-actions">
        <Button variant="secondary" onClick={apply}>
          {t('dataScreen.richText.linkApply')}
        </Button>
        {href && (
          <Button variant="secondary" onClick={onRemove}>
            {t('dataScreen.richText.linkRemove')}
          </Button>
        )}
        <Button variant="secondary" onClick={onCancel}>
          {t('dataScreen.cancel')}
        </Button>
      </div>
    </div>
  );
}
